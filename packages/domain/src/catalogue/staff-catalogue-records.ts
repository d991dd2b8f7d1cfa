/**
 * What the staff catalogue routes answer for marketplace listings, fansign events and trending
 * products: the public shape plus the fields only the staff forms edit (category id, artist group
 * code) and the record's dates. Artist groups answer artistGroupDetailSchema.
 */
import { z } from 'zod';
import { fansignEventSchema } from './fansign-events.ts';
import { marketplaceListingSchema } from './marketplace.ts';
import { cursorPageOf, pageSizeSchema, sliceCursorField, sliceCursorSchema, sliceOf } from './paging.ts';
import { keywordSchema } from './query-params.ts';
import { trendingProductSchema } from './trending-products.ts';

/** A marketplace listing as staff see it. */
export const staffMarketplaceListingRecordSchema = marketplaceListingSchema.extend({
  categoryId: z.string(),
  artistGroupCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffMarketplaceListingRecord = z.output<typeof staffMarketplaceListingRecordSchema>;

/** Answer of GET /staff/marketplace-listings: every listing, any status or category, newest first. */
export const staffMarketplaceListingPageSchema = cursorPageOf(staffMarketplaceListingRecordSchema);

/** Query of GET /staff/marketplace-listings: a name keyword and the cursor. */
export const staffMarketplaceListingQuerySchema = z.object({
  keyword: keywordSchema,
  cursor: sliceCursorSchema,
  size: pageSizeSchema,
});

/** A fansign event as staff see it. */
export const staffFansignEventRecordSchema = fansignEventSchema.extend({
  artistGroupCode: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffFansignEventRecord = z.output<typeof staffFansignEventRecordSchema>;

/** Answer of GET /staff/fansign-events (same query and order as the public list). */
export const staffFansignEventSliceSchema = sliceOf(staffFansignEventRecordSchema.extend(sliceCursorField));

/** A trending product as staff see it. */
export const staffTrendingProductRecordSchema = trendingProductSchema.extend({ createdAt: z.string() });
export type StaffTrendingProductRecord = z.output<typeof staffTrendingProductRecordSchema>;

/** Answer of GET /staff/trending-products (same query and order as the public list). */
export const staffTrendingProductSliceSchema = sliceOf(
  staffTrendingProductRecordSchema.extend(sliceCursorField),
);
