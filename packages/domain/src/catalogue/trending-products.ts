/**
 * The trending (OFM) products contract (spec "forwarding and proxy purchase" §2 "Trending catalogue",
 * §3 "OFM product"): GET /ofm-products with slice paging and GET /ofm-products/{id}.
 */
import { z } from 'zod';
import { recordIdParam } from './field-rules.ts';
import { pageSizeSchema, sliceCursorField, sliceCursorSchema, sliceOf } from './paging.ts';
import { keywordSchema } from './query-params.ts';

/** A trending product as the API answers it; `descriptionHtml` is sanitised, `shopCloseAt` ISO or null. */
export const trendingProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailPath: z.string().nullable(),
  unitPriceKrw: z.number().int(),
  descriptionHtml: z.string(),
  purchaseUrl: z.string(),
  shopName: z.string(),
  shopCloseAt: z.string().nullable(),
});
export type TrendingProduct = z.output<typeof trendingProductSchema>;

/** A trending product card in the grid, without the description, with its slice cursor. */
export const trendingProductItemSchema = trendingProductSchema
  .omit({ descriptionHtml: true })
  .extend(sliceCursorField);
export type TrendingProductItem = z.output<typeof trendingProductItemSchema>;

/** Answer of GET /ofm-products. */
export const trendingProductSliceSchema = sliceOf(trendingProductItemSchema);
export type TrendingProductSlice = z.output<typeof trendingProductSliceSchema>;

/** Query of GET /ofm-products: a case-insensitive name keyword and the slice cursor. */
export const trendingProductQuerySchema = z.object({
  keyword: keywordSchema,
  sliceCursor: sliceCursorSchema,
  size: pageSizeSchema,
});
export type TrendingProductQueryInput = z.input<typeof trendingProductQuerySchema>;
export type TrendingProductQuery = z.output<typeof trendingProductQuerySchema>;

/** Params of GET /ofm-products/{id}. */
export const trendingProductParamsSchema = z.object({
  id: recordIdParam('Invalid product id'),
});
