import { FansignEventList } from '../../features/fansign/components/fansign-event-list.tsx';

export function Component() {
  return <FansignEventList />;
}
