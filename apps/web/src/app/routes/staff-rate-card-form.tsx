export { RateCardFormPage as Component } from '../../features/staff-catalogue/index.ts';
