/**
 * The second-hand marketplace contract (spec "storefront and account" §2, §3, §7): GET
 * /bunjang/retrieve-products and the listing detail. Listings come from a marketplace source adapter;
 * the default source is a table staff maintain.
 */
import { z } from 'zod';
import { MARKETPLACE_PREVIEW_CATEGORY_ID } from './catalogue-constants.ts';
import { cursorPageOf, pageSizeSchema, sliceCursorSchema } from './paging.ts';
import { keywordSchema } from './query-params.ts';

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

/** A listing as the API answers it; status and condition are strings because outside sources vary. */
export const marketplaceListingSchema = z.object({
  pid: z.string(),
  name: z.string(),
  priceKrw: z.number().int(),
  shippingFeeKrw: z.number().int(),
  saleStatus: z.string(),
  /** Image URL with {res} (resolution) and {cnt} (1-based image number) placeholders. */
  imageUrlTemplate: z.string(),
  imageCount: z.number().int().nonnegative(),
  /** One URL per image, {cnt} filled in and {res} left for the page to choose (480 lists, 900 detail). */
  imageUrls: z.array(z.string()),
  description: z.string(),
  condition: z.string(),
});
export type MarketplaceListing = z.output<typeof marketplaceListingSchema>;

/** Query of GET /bunjang/retrieve-products: keyword, category id ('910' by default), category, cursor. */
export const marketplaceQuerySchema = z.object({
  keyword: keywordSchema,
  categoryId: z.preprocess(
    (value) => (value === '' || value === undefined ? MARKETPLACE_PREVIEW_CATEGORY_ID : value),
    z.string().regex(/^\d{1,20}$/, 'Category id must be a number'),
  ),
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.literal(MARKETPLACE_CARE_CATEGORY, { error: "Unknown category: only 'care' is allowed" }).optional(),
  ),
  cursor: sliceCursorSchema,
  size: pageSizeSchema,
});
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;

/** Query of the listing detail GET /bunjang-products/{pid}: the optional category. */
export const marketplaceDetailQuerySchema = marketplaceQuerySchema.pick({ category: true });

/** Params of the listing detail: the listing's pid (letters, digits, '-' and '_', at most 40). */
export const marketplaceParamsSchema = z.object({
  pid: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid listing id'),
});

/** Answer of GET /bunjang/retrieve-products. */
export const marketplacePageSchema = cursorPageOf(marketplaceListingSchema);
export type MarketplacePage = z.output<typeof marketplacePageSchema>;

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
