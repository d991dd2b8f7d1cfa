import { useParams } from 'react-router';
import { FansignEventDetail } from '../../features/fansign/components/fansign-event-detail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <FansignEventDetail key={id} id={id} />;
}
