/**
 * The marketplace listings' rules the pages use (statuses, conditions, the care category, image URLs), kept free
 * of zod so the listing pages load without the schema library; `marketplace.ts` holds the contract's schemas and
 * re-exports these.
 */

/** Sale statuses a listing may have; only SELLING is available, anything else is sold out. */
export const marketplaceSaleStatuses = ['SELLING', 'RESERVED', 'SOLD_OUT'] as const;
export type MarketplaceSaleStatus = (typeof marketplaceSaleStatuses)[number];

/** Conditions a listing may state; LIKE_NEW is shown as 'almost new', anything else as 'used'. */
export const marketplaceConditions = ['LIKE_NEW', 'USED'] as const;
export type MarketplaceCondition = (typeof marketplaceConditions)[number];

/** The one named marketplace category the detail page accepts. */
export const MARKETPLACE_CARE_CATEGORY = 'care';
/**
 * The marketplace category id of 'care' listings: `category=care` lists only listings with this id
 * (whatever categoryId the query names); staff give a listing this id to put it in the care category.
 */
export const MARKETPLACE_CARE_CATEGORY_ID = '920';

/** Whether a listing can still be bought (its status is SELLING); otherwise the 'Sold Out' page shows. */
export function isListingAvailable(listing: { saleStatus: string }): boolean {
  return listing.saleStatus === 'SELLING';
}

/** The condition as shown: 'almost new' for LIKE_NEW, 'used' otherwise. */
export function conditionLabel(condition: string): 'almost new' | 'used' {
  return condition === 'LIKE_NEW' ? 'almost new' : 'used';
}

/** The listing's image URLs with {cnt} replaced by 1..count and {res} kept for the page to fill in. */
export function listingImageTemplates(template: string, count: number): string[] {
  const total = Number.isInteger(count) && count > 0 ? count : 0;
  return Array.from({ length: total }, (_, index) => template.replaceAll('{cnt}', String(index + 1)));
}

/** The listing's image URLs at a resolution: {res} replaced by it, {cnt} by 1..count. */
export function listingImageUrls(template: string, count: number, resolution: number): string[] {
  const total = Number.isInteger(count) && count > 0 ? count : 0;
  return Array.from({ length: total }, (_, index) =>
    template.replaceAll('{res}', String(resolution)).replaceAll('{cnt}', String(index + 1)),
  );
}
