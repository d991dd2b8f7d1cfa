import { trendingProducts } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';

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
  const [row] = await db.select().from(trendingProducts).where(eq(trendingProducts.id, id));
  return row;
}

export async function insertProduct(db: Database, fields: TrendingProductFields, now: Date) {
  const [row] = await db
    .insert(trendingProducts)
    .values({ ...fields, createdAt: now })
    .returning();
  return row!;
}

export async function updateProduct(db: Database, id: number, fields: TrendingProductFields) {
  const [row] = await db.update(trendingProducts).set(fields).where(eq(trendingProducts.id, id)).returning();
  return row;
}

export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(trendingProducts)
    .where(eq(trendingProducts.id, id))
    .returning({ id: trendingProducts.id });
  return deleted.length > 0;
}
