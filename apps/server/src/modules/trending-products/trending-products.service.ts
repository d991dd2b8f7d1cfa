import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import {
  type TrendingProduct,
  type TrendingProductQuery,
  type TrendingProductSlice,
  trendingSearchText,
} from '@fanship/domain/catalogue/trending-products';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { productRows, queryProductRows, type TrendingProductRow } from './trending-products.repository.ts';

/** Shapes a product row as the API's trending product. */
export function toTrendingProduct(row: TrendingProductRow): TrendingProduct {
  return {
    id: row.id,
    name: row.name,
    thumbnailPath: row.thumbnailPath,
    unitPriceKrw: row.unitPriceKrw,
    descriptionHtml: row.descriptionHtml,
    purchaseUrl: row.purchaseUrl,
    shopName: row.shopName,
    shopCloseAt: row.shopCloseAt?.toISOString() ?? null,
  };
}

/** Reads one slice of products, newest first, with each row's cursor; a malformed cursor is a 400. */
export async function readProductSlice(context: AppContext, query: TrendingProductQuery) {
  let before: readonly [string, number] | undefined;
  if (query.sliceCursor !== undefined) {
    const key = decodeSliceCursor(query.sliceCursor, ['timestamp', 'integer']);
    if (!key) throw new AppError('BAD_REQUEST', invalidCursorMessage);
    before = key;
  }
  const rows = await queryProductRows(context.db, {
    keyword: trendingSearchText(query),
    before,
    size: query.size,
  });
  return {
    rows: rows.slice(0, query.size).map((entry) => ({
      row: entry.row,
      sliceCursor: encodeSliceCursor([entry.cursorAt, entry.row.id]),
    })),
    last: rows.length <= query.size,
  };
}

/**
 * Lists trending products newest first, filtered by a case-insensitive name keyword (from the catalogue
 * cache until staff change a trending product).
 */
export function listTrendingProducts(
  context: AppContext,
  query: TrendingProductQuery,
): Promise<TrendingProductSlice> {
  // `?query=` and the older `?keyword=` are one search: one cache entry.
  const key = { search: trendingSearchText(query), sliceCursor: query.sliceCursor, size: query.size };
  return context.catalogueCache.read(
    `trending-products:${JSON.stringify(key)}`,
    ['trending-products'],
    async () => {
      const slice = await readProductSlice(context, query);
      return {
        content: slice.rows.map(({ row, sliceCursor }) => {
          const { descriptionHtml: _descriptionHtml, ...card } = toTrendingProduct(row);
          return { ...card, sliceCursor };
        }),
        last: slice.last,
      };
    },
  );
}

/** Reads one trending product with its (already sanitised) description, or answers 404. */
export async function getTrendingProduct(context: AppContext, id: number): Promise<TrendingProduct> {
  const row = await productRows.find(context.db, id);
  if (!row) throw notFound();
  return toTrendingProduct(row);
}
