import { FansignEventList } from '../../features/fansign/index.ts';

export function Component() {
  return <FansignEventList />;
}
