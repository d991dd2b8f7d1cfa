import { useParams, useSearchParams } from 'react-router';
import { ListingDetail } from '../../features/marketplace/index.ts';

export function Component() {
  const { pid = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <ListingDetail key={pid} pid={pid} category={searchParams.get('category') || null} />;
}
