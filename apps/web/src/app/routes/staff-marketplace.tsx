export { MarketplaceListPage as Component } from '../../features/staff-catalogue/areas/marketplace-list.tsx';
