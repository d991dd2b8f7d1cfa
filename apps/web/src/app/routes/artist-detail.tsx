import { useParams } from 'react-router';
import { ArtistPageView } from '../../features/artists/index.ts';
import { FansignEventCard } from '../../features/fansign/index.ts';
import { ListingCard } from '../../features/marketplace/index.ts';

/** The artist page composes the marketplace and fansign cards into the artist's previews. */
export function Component() {
  const { code = '' } = useParams();
  return (
    <ArtistPageView
      key={code}
      code={code}
      renderListing={(listing) => <ListingCard key={listing.pid} listing={listing} />}
      renderEvent={(event) => <FansignEventCard key={event.id} event={event} />}
    />
  );
}
