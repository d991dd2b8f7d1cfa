export { ArtistGroupListPage as Component } from '../../features/staff-catalogue/index.ts';
