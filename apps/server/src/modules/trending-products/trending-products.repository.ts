import { trendingProducts } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';
import { deleteRows, findRow, insertRow, updateRow } from '../../lib/table-rows.ts';

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

export async function findProductRow(db: Database, id: number): Promise<TrendingProductRow | undefined> {
  return findRow(db, trendingProducts, eq(trendingProducts.id, id));
}

export async function insertProduct(db: Database, fields: TrendingProductFields, now: Date) {
  return insertRow(db, trendingProducts, { ...fields, createdAt: now });
}

export async function updateProduct(db: Database, id: number, fields: TrendingProductFields) {
  return updateRow(db, trendingProducts, eq(trendingProducts.id, id), fields);
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  return deleteRows(db, trendingProducts, eq(trendingProducts.id, id));
}
