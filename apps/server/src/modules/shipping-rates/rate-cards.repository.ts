import { rateCards } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import type { StaffRateCardValues } from '@fanship/domain/catalogue/staff-content';
import { asc, eq } from 'drizzle-orm';

export type RateCardRow = typeof rateCards.$inferSelect;

/** Every rate card (or only the active ones), in id order. */
export function listRateCards(db: Database, options: { activeOnly: boolean }): Promise<RateCardRow[]> {
  const query = db.select().from(rateCards);
  return (options.activeOnly ? query.where(eq(rateCards.isActive, true)) : query).orderBy(asc(rateCards.id));
}

function toColumns(values: StaffRateCardValues) {
  return { ...values, zone: values.zone ? values.zone : null };
}

export async function insertRateCard(
  db: Database,
  values: StaffRateCardValues,
  now: Date,
): Promise<RateCardRow> {
  const [row] = await db
    .insert(rateCards)
    .values({ ...toColumns(values), updatedAt: now })
    .returning();
  return row!;
}

export async function updateRateCard(
  db: Database,
  id: number,
  values: StaffRateCardValues,
  now: Date,
): Promise<RateCardRow | undefined> {
  const [row] = await db
    .update(rateCards)
    .set({ ...toColumns(values), updatedAt: now })
    .where(eq(rateCards.id, id))
    .returning();
  return row;
}

export async function deleteRateCard(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(rateCards).where(eq(rateCards.id, id)).returning({ id: rateCards.id });
  return deleted.length > 0;
}
