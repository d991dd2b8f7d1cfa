export { RateCardFormPage as Component } from '../../features/staff-catalogue/areas/rate-card-form.tsx';
