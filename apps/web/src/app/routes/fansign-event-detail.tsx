import { useParams } from 'react-router';
import { FansignEventDetail } from '../../features/fansign/index.ts';

export function Component() {
  const { id = '' } = useParams();
  return <FansignEventDetail key={id} id={id} />;
}
