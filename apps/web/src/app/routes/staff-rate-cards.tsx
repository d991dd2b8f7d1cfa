export { RateCardListPage as Component } from '../../features/staff-catalogue/areas/rate-card-list.tsx';
