import { exchangeRates } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { members } from '@fanship/db/schema';
import { desc, eq } from 'drizzle-orm';

/** An exchange-rate row with its numeric columns (strings from the driver) turned into numbers. */
export type ExchangeRateRecord = { id: number; baseRate: number; wiseRate: number; createdAt: Date };

function toRecord(row: typeof exchangeRates.$inferSelect): ExchangeRateRecord {
  return {
    id: row.id,
    baseRate: Number(row.baseRate),
    wiseRate: Number(row.wiseRate),
    createdAt: row.createdAt,
  };
}

/** The newest rates, or undefined when admin have set none. */
export async function findNewestRate(db: Database): Promise<ExchangeRateRecord | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

/** Every rate ever set, newest first (at most `limit`), with the code of the admin who set it. */
export async function listRates(
  db: Database,
  limit: number,
): Promise<(ExchangeRateRecord & { setByCode: string | null })[]> {
  const rows = await db
    .select({ rate: exchangeRates, setByCode: members.code })
    .from(exchangeRates)
    .leftJoin(members, eq(members.id, exchangeRates.setByMemberId))
    .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
    .limit(limit);
  return rows.map((row) => ({ ...toRecord(row.rate), setByCode: row.setByCode }));
}

export async function insertRate(
  db: Database,
  values: { baseRate: number; wiseRate: number; setByMemberId: number },
  now: Date,
): Promise<ExchangeRateRecord> {
  const [row] = await db
    .insert(exchangeRates)
    .values({
      baseRate: values.baseRate.toFixed(4),
      wiseRate: values.wiseRate.toFixed(4),
      setByMemberId: values.setByMemberId,
      createdAt: now,
    })
    .returning();
  return toRecord(row!);
}
