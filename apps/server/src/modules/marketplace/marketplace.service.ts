import { MARKETPLACE_PREVIEW_CATEGORY_ID, PREVIEW_SIZE } from '@fanship/domain/catalogue/catalogue-constants';
import type {
  MarketplaceListing,
  MarketplacePage,
  MarketplaceQuery,
} from '@fanship/domain/catalogue/marketplace';
import { marketplaceSourceFor } from '../../adapters/marketplace/marketplace-source-factory.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { addSeconds } from '../../lib/clock.ts';

/**
 * How long an answer built from the outside marketplace API (MARKETPLACE_SOURCE=http) may be served from the
 * catalogue cache: a listing sold there shows as for sale on an artist page for at most this long. Answers
 * from the local table are kept until staff change a listing.
 */
export const OUTSIDE_MARKETPLACE_CACHE_SECONDS = 30;

/** Searches the configured marketplace source: keyword, category id or 'care', newest first, by cursor. */
export function searchMarketplace(context: AppContext, query: MarketplaceQuery): Promise<MarketplacePage> {
  return marketplaceSourceFor(context).search(query);
}

/** Reads one listing whatever its sale status (a sold listing answers with its status), or answers 404. */
export async function getMarketplaceListing(context: AppContext, pid: string): Promise<MarketplaceListing> {
  const listing = await marketplaceSourceFor(context).getListing(pid);
  if (!listing) throw notFound();
  return listing;
}

/**
 * The artist page's preview: the artist's first 5 listings for sale, newest first, whether more exist, and
 * the last instant it may be served from a cache at (null for the local table, whose changes drop it).
 */
export async function previewArtistListings(
  context: AppContext,
  artist: { id: number; name: string },
): Promise<{ listings: MarketplaceListing[]; hasMore: boolean; validUntil: Date | null }> {
  const { marketplace } = context.config;
  const validUntil =
    marketplace.source === 'http' && marketplace.apiUrl
      ? addSeconds(context.clock.now(), OUTSIDE_MARKETPLACE_CACHE_SECONDS)
      : null;
  const page = await marketplaceSourceFor(context).search({
    categoryId: MARKETPLACE_PREVIEW_CATEGORY_ID,
    artist,
    isSellingOnly: true,
    size: PREVIEW_SIZE,
  });
  return { listings: page.data.slice(0, PREVIEW_SIZE), hasMore: page.hasNext, validUntil };
}
