export { PostFormPage as Component } from '../../features/staff-catalogue/areas/post-form.tsx';
