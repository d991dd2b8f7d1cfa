import type { Slice } from '@fanship/domain/catalogue/paging';
import type { StaffTrendingProductValues } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffTrendingProductRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import type { TrendingProductQuery } from '@fanship/domain/catalogue/trending-products';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import {
  deleteProduct,
  findProductRow,
  insertProduct,
  type TrendingProductFields,
  type TrendingProductRow,
  updateProduct,
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

/** Reads one trending product for the staff form, or answers 404. */
export async function getStaffTrendingProduct(
  context: AppContext,
  id: number,
): Promise<StaffTrendingProductRecord> {
  const row = await findProductRow(context.db, id);
  if (!row) throw notFound();
  return toRecord(row);
}

/** Creates a trending product; its description HTML is sanitised before storage. */
export async function createStaffTrendingProduct(
  context: AppContext,
  values: StaffTrendingProductValues,
): Promise<StaffTrendingProductRecord> {
  const fields = storedFields(values);
  return toRecord(
    await context.catalogueCache.change(['trending-products'], () =>
      insertProduct(context.db, fields, context.clock.now()),
    ),
  );
}

/** Replaces a trending product's fields; its description HTML is sanitised before storage. */
export async function replaceStaffTrendingProduct(
  context: AppContext,
  id: number,
  values: StaffTrendingProductValues,
): Promise<StaffTrendingProductRecord> {
  const fields = storedFields(values);
  const row = await context.catalogueCache.change(['trending-products'], () =>
    updateProduct(context.db, id, fields),
  );
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes a trending product. */
export async function removeStaffTrendingProduct(context: AppContext, id: number): Promise<void> {
  if (!(await context.catalogueCache.change(['trending-products'], () => deleteProduct(context.db, id)))) {
    throw notFound();
  }
}
