export { FansignEventFormPage as Component } from '../../features/staff-catalogue/index.ts';
