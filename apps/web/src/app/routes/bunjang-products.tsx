import { ListingList } from '../../features/marketplace/index.ts';

export function Component() {
  return <ListingList />;
}
