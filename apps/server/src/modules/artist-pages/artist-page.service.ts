import type { ArtistPage } from '@fanship/domain/catalogue/artists';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { NOT_KEPT } from '../../lib/catalogue-cache.ts';
import { artistGroupDetail, findArtistGroupByCode } from '../artists/index.ts';
import { previewArtistEvents } from '../fansign-events/index.ts';
import { previewArtistListings } from '../marketplace/index.ts';

/**
 * Builds the artist page: the artist, the first 5 listings for sale and the first 5 fansign events. Pages
 * come from the catalogue cache until the artist, a marketplace listing or an event changes, the next event's
 * entry ends, or (with the outside marketplace) its short cache time is over, whichever comes first; an
 * unknown code is looked up every time.
 */
export async function getArtistPage(context: AppContext, code: string): Promise<ArtistPage> {
  const page = await context.catalogueCache.readExpiring(
    `artist-page:${code}`,
    ['artists', 'marketplace', 'fansign-events'],
    () => readArtistPage(context, code),
  );
  if (!page) throw notFound();
  return page;
}

async function readArtistPage(
  context: AppContext,
  code: string,
): Promise<{ answer: ArtistPage | null; validUntil: Date | null }> {
  const group = await findArtistGroupByCode(context, code);
  // Not kept: codes are open-ended.
  if (!group) return { answer: null, validUntil: NOT_KEPT };
  const [artist, marketplace, fansign] = await Promise.all([
    artistGroupDetail(context, group),
    previewArtistListings(context, { id: group.id, name: group.name }),
    previewArtistEvents(context, group.id),
  ]);
  return {
    answer: {
      artist,
      marketplacePreview: marketplace.listings,
      hasMoreMarketplace: marketplace.hasMore,
      fansignPreview: fansign.events,
      hasMoreFansign: fansign.hasMore,
    },
    validUntil: earliest(marketplace.validUntil, fansign.validUntil),
  };
}

/** The earlier of two instants, null standing for "no limit". */
function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() <= b.getTime() ? a : b;
}
