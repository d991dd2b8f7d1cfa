/**
 * The trending (OFM) products contract (spec "forwarding and proxy purchase" §2 "Trending catalogue",
 * §3 "OFM product"): GET /ofm-products with slice paging and GET /ofm-products/{id}.
 */
import { z } from 'zod';
import { recordIdParam } from './field-rules.ts';
import { sliceCursorField, sliceOf, sliceQueryFields } from './paging.ts';
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

/**
 * Query of GET /ofm-products: a case-insensitive name search and the slice cursor. The spec (§7 "GET /ofm-products |
 * query") names the search `query`; `keyword`, which the first version took, keeps working (`query` wins when both
 * are given; see `trendingSearchText`).
 */
export const trendingProductQuerySchema = z.object({
  query: keywordSchema,
  keyword: keywordSchema,
  ...sliceQueryFields,
});
export type TrendingProductQueryInput = z.input<typeof trendingProductQuerySchema>;
export type TrendingProductQuery = z.output<typeof trendingProductQuerySchema>;

/** The name search of a trending product query: `query`, or the older `keyword` when `query` is absent. */
export function trendingSearchText(
  query: Pick<TrendingProductQuery, 'query' | 'keyword'>,
): string | undefined {
  return query.query ?? query.keyword;
}

/** Params of GET /ofm-products/{id}. */
export const trendingProductParamsSchema = z.object({
  id: recordIdParam('Invalid product id'),
});
