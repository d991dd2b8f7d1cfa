import {
  defaultExchangeRates,
  type ExchangeRate,
  type ExchangeRateValues,
} from '@fanship/domain/catalogue/exchange-rates';
import type { AppContext } from '../../lib/app-context.ts';
import {
  type ExchangeRateRecord,
  findNewestRate,
  insertRate,
  listRates,
} from './exchange-rates.repository.ts';

/** Rows of history the admin screen shows. */
export const EXCHANGE_RATE_HISTORY_LIMIT = 200;

type HistoryEntry = ExchangeRate & { id: number };

function toAnswer(record: ExchangeRateRecord): HistoryEntry {
  return {
    id: record.id,
    baseRate: record.baseRate,
    wiseRate: record.wiseRate,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The current rates: the newest set by admin, or the seed default when none has been set yet. */
export async function currentExchangeRate(context: AppContext): Promise<ExchangeRate> {
  const newest = await findNewestRate(context.db);
  if (!newest) return { ...defaultExchangeRates, createdAt: new Date(0).toISOString() };
  const { id: _id, ...answer } = toAnswer(newest);
  return answer;
}

/** The history of rates, newest first. */
export async function exchangeRateHistory(context: AppContext): Promise<HistoryEntry[]> {
  return (await listRates(context.db, EXCHANGE_RATE_HISTORY_LIMIT)).map(toAnswer);
}

/** Sets new current rates; the previous ones stay in the history. */
export async function setExchangeRate(
  context: AppContext,
  adminId: number,
  values: ExchangeRateValues,
): Promise<HistoryEntry> {
  return toAnswer(await insertRate(context.db, { ...values, setByMemberId: adminId }, context.clock.now()));
}
