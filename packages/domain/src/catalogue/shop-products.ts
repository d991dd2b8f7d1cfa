/**
 * The shop catalogue contract: GET /shop-products (filters and slice paging), GET /shop-products/{id},
 * and the stock rules the product page shows (spec "storefront and account" §2, §3, §5, §7).
 */
import { z } from 'zod';
import {
  originShops,
  PRICE_FILTER_LIMIT_KRW,
  shopCategories,
  shopProductTypes,
} from './catalogue-constants.ts';
import { sliceCursorField, sliceOf, sliceQueryFields } from './paging.ts';
import { booleanParam, codeListParam, enumListParam, keywordSchema, wonParam } from './query-params.ts';

/** Message for a price range whose minimum is above its maximum. */
export const reversedPriceRangeMessage = 'Minimum price cannot be greater than maximum price';

/**
 * Query of GET /shop-products: `name` is the keyword; list filters come repeated or comma-joined;
 * prices are whole won (an absent maxPrice means no upper limit); size is clamped to 1..60.
 */
export const shopProductQuerySchema = z
  .object({
    name: keywordSchema,
    category: enumListParam(shopCategories, 'category'),
    type: enumListParam(shopProductTypes, 'product type'),
    artistGroup: codeListParam('Artist group'),
    artistMember: codeListParam('Artist member'),
    originShop: enumListParam(originShops, 'shop'),
    minPrice: wonParam('Minimum price', PRICE_FILTER_LIMIT_KRW),
    maxPrice: wonParam('Maximum price', PRICE_FILTER_LIMIT_KRW),
    excludeSoldOut: booleanParam('Exclude sold out'),
    ...sliceQueryFields,
  })
  .superRefine((query, context) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      context.addIssue({ code: 'custom', path: ['minPrice'], message: reversedPriceRangeMessage });
    }
  });
export type ShopProductQueryInput = z.input<typeof shopProductQuerySchema>;
export type ShopProductQuery = z.output<typeof shopProductQuerySchema>;

/** An artist reference as products and events carry it. */
export const artistRefSchema = z.object({ code: z.string(), name: z.string() });
export type ArtistRef = z.output<typeof artistRefSchema>;

/** One product card of the shop grid. */
export const shopProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceKrw: z.number().int(),
  thumbnailPath: z.string().nullable(),
  stockQuantity: z.number().int(),
  category: z.enum(shopCategories),
  type: z.enum(shopProductTypes),
  artistGroup: artistRefSchema.nullable(),
  originShop: z.enum(originShops),
  ...sliceCursorField,
});
export type ShopProductSummary = z.output<typeof shopProductSummarySchema>;

/** Answer of GET /shop-products: a slice of product cards. */
export const shopProductSliceSchema = sliceOf(shopProductSummarySchema);
export type ShopProductSlice = z.output<typeof shopProductSliceSchema>;

/** Answer of GET /shop-products/{id}: the card plus the sanitised description, the images and the member. */
export const shopProductDetailSchema = shopProductSummarySchema.omit({ sliceCursor: true }).extend({
  descriptionHtml: z.string(),
  imagePaths: z.array(z.string()),
  artistMember: artistRefSchema.nullable(),
});
export type ShopProductDetail = z.output<typeof shopProductDetailSchema>;

/** Params of GET /shop-products/{id}: a positive integer id; anything else is a 400, never a 500. */
export const shopProductParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid product id' })
    .int('Invalid product id')
    .positive('Invalid product id'),
});

// The stock rules live in a zod-free module so the shop pages load them without zod.
export {
  cartQuantityError,
  isSoldOut,
  LOW_STOCK_THRESHOLD,
  quantityOverStockMessage,
  stockLabel,
} from './stock-rules.ts';
