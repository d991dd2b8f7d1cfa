import { useParams } from 'react-router';
import { TrendDetail } from '../../features/trends/components/trend-detail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <TrendDetail key={id} id={id} />;
}
