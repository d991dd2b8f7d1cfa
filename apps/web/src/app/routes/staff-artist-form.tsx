export { ArtistGroupFormPage as Component } from '../../features/staff-catalogue/areas/artist-group-form.tsx';
