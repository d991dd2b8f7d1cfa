export { MarketplaceListPage as Component } from '../../features/staff-catalogue/index.ts';
