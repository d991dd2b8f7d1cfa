import { useParams } from 'react-router';
import { TrendDetail } from '../../features/trends/index.ts';

export function Component() {
  const { id = '' } = useParams();
  return <TrendDetail key={id} id={id} />;
}
