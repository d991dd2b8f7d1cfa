import { ListingList } from '../../features/marketplace/components/listing-list.tsx';

export function Component() {
  return <ListingList />;
}
