import { trendingProducts } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';
import { keyedRows } from '../../lib/table-rows.ts';

export type TrendingProductRow = typeof trendingProducts.$inferSelect;
export type TrendingProductFields = Omit<typeof trendingProducts.$inferInsert, 'id' | 'createdAt'>;

/** Reads products newest first (created_at desc, id desc) after the keyset, one extra to see if more follow. */
export function queryProductRows(
  db: Database,
  filter: { keyword?: string; before?: readonly [string, number]; size: number },
) {
  const conditions: SQL[] = [];
  if (filter.keyword) conditions.push(containsText(trendingProducts.name, filter.keyword));
  if (filter.before) {
    conditions.push(
      sql`(${trendingProducts.createdAt}, ${trendingProducts.id}) < (${filter.before[0]}::timestamptz, ${filter.before[1]})`,
    );
  }
  return db
    .select({ row: trendingProducts, cursorAt: isoTimestampText(trendingProducts.createdAt) })
    .from(trendingProducts)
    .where(and(...conditions))
    .orderBy(desc(trendingProducts.createdAt), desc(trendingProducts.id))
    .limit(filter.size + 1);
}

/** Products by id, as the staff screens read and write them (`createdAt` set on insert). */
export const productRows = keyedRows(trendingProducts, trendingProducts.id, { createdAt: true });
