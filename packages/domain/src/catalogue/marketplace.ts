/**
 * The second-hand marketplace contract (spec "storefront and account" §2, §3, §7): GET
 * /bunjang/retrieve-products and the listing detail. Listings come from a marketplace source adapter;
 * the default source is a table staff maintain.
 */
import { z } from 'zod';
import { MARKETPLACE_PREVIEW_CATEGORY_ID } from './catalogue-constants.ts';
import { MARKETPLACE_CARE_CATEGORY } from './marketplace-rules.ts';
import { cursorPageOf, pageSizeSchema, sliceCursorSchema } from './paging.ts';
import { keywordSchema } from './query-params.ts';

export type { MarketplaceCondition, MarketplaceSaleStatus } from './marketplace-rules.ts';
// The listing rules pages use live in a zod-free module.
export {
  conditionLabel,
  isListingAvailable,
  listingImageTemplates,
  listingImageUrls,
  MARKETPLACE_CARE_CATEGORY,
  MARKETPLACE_CARE_CATEGORY_ID,
  marketplaceConditions,
  marketplaceSaleStatuses,
} from './marketplace-rules.ts';

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
