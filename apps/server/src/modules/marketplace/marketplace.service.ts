import { MARKETPLACE_PREVIEW_CATEGORY_ID, PREVIEW_SIZE } from '@fanship/domain/catalogue/catalogue-constants';
import type {
  MarketplaceListing,
  MarketplacePage,
  MarketplaceQuery,
} from '@fanship/domain/catalogue/marketplace';
import { marketplaceSourceFor } from '../../adapters/marketplace/marketplace-source-factory.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';

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

/** The artist page's preview: the artist's first 5 listings for sale, newest first, and whether more exist. */
export async function previewArtistListings(
  context: AppContext,
  artist: { id: number; name: string },
): Promise<{ listings: MarketplaceListing[]; hasMore: boolean }> {
  const page = await marketplaceSourceFor(context).search({
    categoryId: MARKETPLACE_PREVIEW_CATEGORY_ID,
    artist,
    isSellingOnly: true,
    size: PREVIEW_SIZE,
  });
  return { listings: page.data.slice(0, PREVIEW_SIZE), hasMore: page.hasNext };
}
