import {
  MARKETPLACE_CARE_CATEGORY_ID,
  type MarketplaceListing,
  type MarketplacePage,
  type MarketplaceQuery,
} from '@fanship/domain/catalogue/marketplace';
import { AppError } from '../../lib/app-error.ts';

/** What a source is asked for: the public query, plus the artist page's artist and SELLING-only filter. */
export type MarketplaceSearch = Omit<MarketplaceQuery, 'cursor'> & {
  cursor?: string;
  /** Only listings of this artist (the local table by group id; an HTTP source searches its name). */
  artist?: { id: number; name: string };
  /** Only listings still for sale. */
  isSellingOnly?: boolean;
};

/** Where second-hand listings come from: the local table (default) or an outside marketplace API. */
export interface MarketplaceSource {
  /** One page of listings, newest first, with the cursor of the next page. */
  search(query: MarketplaceSearch): Promise<MarketplacePage>;
  /** One listing by pid, whatever its sale status, or null when the source does not know it. */
  getListing(pid: string): Promise<MarketplaceListing | null>;
}

/** Message shown when an outside marketplace fails or does not answer in time. */
export const marketplaceUnreachableMessage =
  'The marketplace is not reachable right now. Please try again later.';

/** The error every source failure becomes (502 UPSTREAM). */
export function marketplaceUnreachable(): AppError {
  return new AppError('UPSTREAM', marketplaceUnreachableMessage);
}

/** The category id a search filters on: the care category id for `category=care`, else the query's id. */
export function effectiveCategoryId(query: Pick<MarketplaceSearch, 'category' | 'categoryId'>): string {
  return query.category === 'care' ? MARKETPLACE_CARE_CATEGORY_ID : query.categoryId;
}
