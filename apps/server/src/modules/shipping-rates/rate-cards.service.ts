import type { Database, Transaction } from '@fanship/db/client';
import type {
  RateCardRecord,
  ShippingRate,
  StaffRateCardValues,
} from '@fanship/domain/catalogue/staff-content';
import {
  quoteInputOfRateQuery,
  quoteShipping,
  type RateCard,
  type ShippingRateQuery,
} from '@fanship/domain/pricing/shipping-quote';
import type { AppContext } from '../../lib/app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  deleteRateCard,
  insertRateCard,
  listRateCards,
  type RateCardRow,
  updateRateCard,
} from './rate-cards.repository.ts';

function toRecord(row: RateCardRow): RateCardRecord {
  return {
    id: row.id,
    carrier: row.carrier,
    type: row.type,
    zone: row.zone,
    countries: row.countries,
    maxWeightGrams: row.maxWeightGrams,
    steps: row.steps,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRateCard(row: RateCardRow): RateCard {
  return {
    carrier: row.carrier,
    type: row.type,
    ...(row.zone ? { zone: row.zone } : {}),
    countries: row.countries,
    maxWeightGrams: row.maxWeightGrams,
    steps: row.steps,
  };
}

/** The active rate cards, as the quotes read them (shipping requests choose their carrier on these). */
export async function liveRateCards(db: Database | Transaction): Promise<RateCard[]> {
  return (await listRateCards(db, { activeOnly: true })).map(toRateCard);
}

/**
 * Quotes every carrier the active rate cards offer for a weight in grams and a size in tenths of a cm,
 * cheapest first (empty when none fits).
 */
export async function findShippingRates(
  context: AppContext,
  query: ShippingRateQuery,
): Promise<ShippingRate[]> {
  const cards = await liveRateCards(context.db);
  const options = quoteShipping(quoteInputOfRateQuery(query), cards);
  return options.map(({ carrier, rateKrw, type }) => ({ carrier, rateKrw, type }));
}

/** Lists every rate card, active or not, for the admin screen. */
export async function listStaffRateCards(context: AppContext): Promise<RateCardRecord[]> {
  return (await listRateCards(context.db, { activeOnly: false })).map(toRecord);
}

/** Adds a rate card. */
export async function createRateCard(
  context: AppContext,
  values: StaffRateCardValues,
): Promise<RateCardRecord> {
  return toRecord(await insertRateCard(context.db, values, context.clock.now()));
}

/** Replaces a rate card's carrier, countries, steps and active flag. */
export async function editRateCard(
  context: AppContext,
  id: number,
  values: StaffRateCardValues,
): Promise<RateCardRecord> {
  const row = await updateRateCard(context.db, id, values, context.clock.now());
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes a rate card. */
export async function removeRateCard(context: AppContext, id: number): Promise<void> {
  if (!(await deleteRateCard(context.db, id))) throw notFound();
}
