import { useParams } from 'react-router';
import { ArtistPageView } from '../../features/artists/components/artist-page-view.tsx';
import { FansignEventCard } from '../../features/fansign/components/fansign-event-card.tsx';
import { ListingCard } from '../../features/marketplace/components/listing-card.tsx';

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
