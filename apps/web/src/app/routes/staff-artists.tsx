export { ArtistGroupListPage as Component } from '../../features/staff-catalogue/areas/artist-group-list.tsx';
