export { MarketplaceFormPage as Component } from '../../features/staff-catalogue/areas/marketplace-form.tsx';
