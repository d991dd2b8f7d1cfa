/**
 * Answers of the staff shop-product API (issue 3 scope 10): the staff list (every product, published
 * or not, with a name keyword and slice paging) and the staff record an edit form starts from.
 */
import { z } from 'zod';
import { sliceCursorField, sliceOf, sliceQueryFields } from './paging.ts';
import { keywordSchema } from './query-params.ts';
import { shopProductDetailSchema, shopProductSummarySchema } from './shop-products.ts';

/** Query of GET /staff/shop-products: a name keyword (case-insensitive substring), cursor and size. */
export const staffShopProductQuerySchema = z.object({
  keyword: keywordSchema,
  ...sliceQueryFields,
});
export type StaffShopProductQueryInput = z.input<typeof staffShopProductQuerySchema>;

/** One row of the staff product list: the shop card plus whether it is published and when it changed. */
export const staffShopProductRowSchema = shopProductSummarySchema.extend({
  isPublished: z.boolean(),
  updatedAt: z.string(),
  ...sliceCursorField,
});
export type StaffShopProductRow = z.output<typeof staffShopProductRowSchema>;

/** Answer of GET /staff/shop-products. */
export const staffShopProductSliceSchema = sliceOf(staffShopProductRowSchema);
export type StaffShopProductSlice = z.output<typeof staffShopProductSliceSchema>;

/** Answer of GET/POST/PATCH /staff/shop-products/{id} and PATCH .../stock: the full product for the form. */
export const staffShopProductRecordSchema = shopProductDetailSchema.extend({
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffShopProductRecord = z.output<typeof staffShopProductRecordSchema>;
