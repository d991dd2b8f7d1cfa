export { MarketplaceFormPage as Component } from '../../features/staff-catalogue/index.ts';
