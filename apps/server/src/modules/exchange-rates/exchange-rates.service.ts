import {
  defaultExchangeRates,
  type ExchangeRate,
  type ExchangeRateHistoryEntry,
  type ExchangeRateValues,
  isWithinBounds,
  outOfBoundsMessage,
} from '@fanship/domain/catalogue/exchange-rates';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ExchangeRateRecord,
  findNewestRate,
  insertRate,
  listRates,
} from './exchange-rates.repository.ts';

/** Rows of history the admin screen shows. */
export const EXCHANGE_RATE_HISTORY_LIMIT = 200;

function toAnswer(record: ExchangeRateRecord, setBy: string | null): ExchangeRateHistoryEntry {
  return {
    id: record.id,
    baseRate: record.baseRate,
    wiseRate: record.wiseRate,
    createdAt: record.createdAt.toISOString(),
    setBy,
  };
}

/** The current rates: the newest set by admin, or the seed default when none has been set yet. */
export async function currentExchangeRate(context: AppContext): Promise<ExchangeRate> {
  const newest = await findNewestRate(context.db);
  if (!newest) return { ...defaultExchangeRates, createdAt: new Date(0).toISOString() };
  return { baseRate: newest.baseRate, wiseRate: newest.wiseRate, createdAt: newest.createdAt.toISOString() };
}

/** The history of rates, newest first, with who set each. */
export async function exchangeRateHistory(context: AppContext): Promise<ExchangeRateHistoryEntry[]> {
  return (await listRates(context.db, EXCHANGE_RATE_HISTORY_LIMIT)).map((record) =>
    toAnswer(record, record.setByCode),
  );
}

/** Sets new current rates; the previous ones stay in the history. A rate outside the configured band is a 400. */
export async function setExchangeRate(
  context: AppContext,
  admin: { id: number; code: string },
  values: ExchangeRateValues,
): Promise<ExchangeRateHistoryEntry> {
  const bounds = context.config.exchangeRateBounds;
  const message = outOfBoundsMessage(bounds);
  const fieldErrors = Object.fromEntries(
    (['baseRate', 'wiseRate'] as const)
      .filter((field) => !isWithinBounds(values[field], bounds))
      .map((field) => [field, message]),
  );
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION', message, fieldErrors);
  const record = await insertRate(context.db, { ...values, setByMemberId: admin.id }, context.clock.now());
  return toAnswer(record, admin.code);
}
