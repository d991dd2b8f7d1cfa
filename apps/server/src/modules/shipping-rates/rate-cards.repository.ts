import { rateCards } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import type { StaffRateCardValues } from '@fanship/domain/catalogue/staff-content';
import { asc, eq } from 'drizzle-orm';
import { deleteRows, insertRow, updateRow } from '../../lib/table-rows.ts';

export type RateCardRow = typeof rateCards.$inferSelect;

/** Every rate card (or only the active ones), in id order. */
export function listRateCards(
  db: Database | Transaction,
  options: { activeOnly: boolean },
): Promise<RateCardRow[]> {
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
  return insertRow(db, rateCards, { ...toColumns(values), updatedAt: now });
}

export async function updateRateCard(
  db: Database,
  id: number,
  values: StaffRateCardValues,
  now: Date,
): Promise<RateCardRow | undefined> {
  return updateRow(db, rateCards, eq(rateCards.id, id), { ...toColumns(values), updatedAt: now });
}

export async function deleteRateCard(db: Database, id: number): Promise<boolean> {
  return deleteRows(db, rateCards, eq(rateCards.id, id));
}
