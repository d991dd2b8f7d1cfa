import type { Slice } from '@fanship/domain/catalogue/paging';
import type { StaffTrendingProductValues } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffTrendingProductRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import type { TrendingProductQuery } from '@fanship/domain/catalogue/trending-products';
import type { AppContext } from '../../lib/app-context.ts';
import { cachedRecords } from '../../lib/cached-records.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import {
  productRows,
  type TrendingProductFields,
  type TrendingProductRow,
} from './trending-products.repository.ts';
import { readProductSlice, toTrendingProduct } from './trending-products.service.ts';

function toRecord(row: TrendingProductRow): StaffTrendingProductRecord {
  return { ...toTrendingProduct(row), createdAt: row.createdAt.toISOString() };
}

/** The stored fields: the description sanitised, the close date as a Date. */
function storedFields(values: StaffTrendingProductValues): TrendingProductFields {
  return {
    ...values,
    descriptionHtml: sanitizeRichText(values.descriptionHtml),
    shopCloseAt: values.shopCloseAt === null ? null : new Date(values.shopCloseAt),
  };
}

/** Lists trending products for staff, newest first, with their descriptions. */
export async function listStaffTrendingProducts(
  context: AppContext,
  query: TrendingProductQuery,
): Promise<Slice<StaffTrendingProductRecord & { sliceCursor: string }>> {
  const slice = await readProductSlice(context, query);
  return {
    content: slice.rows.map(({ row, sliceCursor }) => ({ ...toRecord(row), sliceCursor })),
    last: slice.last,
  };
}

/**
 * Reads one trending product for the staff form (404 when there is none), creates, replaces and deletes products;
 * a description's HTML is sanitised before storage.
 */
export const staffTrendingProductRecords = cachedRecords({
  rows: productRows,
  scopes: ['trending-products'],
  stored: (_context, values: StaffTrendingProductValues) => storedFields(values),
  record: (_context, row) => toRecord(row),
});
