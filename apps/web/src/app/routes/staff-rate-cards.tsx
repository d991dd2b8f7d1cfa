export { RateCardListPage as Component } from '../../features/staff-catalogue/index.ts';
