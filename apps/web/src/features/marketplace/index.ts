export { ListingCard } from './components/listing-card.tsx';
export { ListingDetail } from './components/listing-detail.tsx';
export { ListingList } from './components/listing-list.tsx';
