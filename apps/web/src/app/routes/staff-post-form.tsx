export { PostFormPage as Component } from '../../features/staff-catalogue/index.ts';
