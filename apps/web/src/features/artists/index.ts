export { useArtists } from './api/get-artists.ts';
export { ArtistList } from './components/artist-list.tsx';
export { ArtistPageView } from './components/artist-page-view.tsx';
