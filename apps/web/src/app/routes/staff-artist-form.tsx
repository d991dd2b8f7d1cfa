export { ArtistGroupFormPage as Component } from '../../features/staff-catalogue/index.ts';
