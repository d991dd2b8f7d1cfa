export { FansignEventFormPage as Component } from '../../features/staff-catalogue/areas/fansign-event-form.tsx';
