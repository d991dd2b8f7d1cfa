import { ArtistList } from '../../features/artists/index.ts';

export function Component() {
  return <ArtistList />;
}
