import { ArtistList } from '../../features/artists/components/artist-list.tsx';

export function Component() {
  return <ArtistList />;
}
