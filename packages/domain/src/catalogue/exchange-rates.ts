/**
 * The exchange-rate contract: admin set the won-per-dollar rates (base, and Wise for bank transfers);
 * the newest is current and every price in USD is computed from it (pricing/money.ts).
 */
import { z } from 'zod';
import { parseFormNumber } from '../pricing/form-number.ts';

/** Messages of the exchange-rate form. */
export const exchangeRateMessages = {
  required: 'Exchange rate is required',
  invalid: 'Exchange rate should be a valid number',
  notPositive: 'Exchange rate must be greater than 0',
  tooPrecise: 'Exchange rate can have at most 4 decimal places',
  tooLarge: 'Exchange rate is too large',
} as const;

/** The plausible band of a won-per-dollar rate; a rate outside it is refused (a typo, not a market move). */
export type ExchangeRateBounds = { min: number; max: number };

/**
 * The band used unless the server is configured otherwise (EXCHANGE_RATE_MIN / EXCHANGE_RATE_MAX): the won
 * has traded between about 700 and 2,000 per dollar since 1990, so this leaves room either side.
 */
export const defaultExchangeRateBounds: ExchangeRateBounds = { min: 700, max: 2_500 };

/** Answer of GET /staff/exchange-rates/bounds (admin). */
export const exchangeRateBoundsSchema = z.object({ min: z.number(), max: z.number() });

/** The message for a rate outside the band, e.g. 'Exchange rate must be between 700 and 2,500 KRW per USD'. */
export function outOfBoundsMessage(bounds: ExchangeRateBounds): string {
  const format = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return `Exchange rate must be between ${format(bounds.min)} and ${format(bounds.max)} KRW per USD`;
}

/** Whether a rate lies in the band (both ends included). */
export function isWithinBounds(rate: number, bounds: ExchangeRateBounds): boolean {
  return rate >= bounds.min && rate <= bounds.max;
}

/** A change larger than this share of the current rate is confirmed first (5%). */
export const LARGE_RATE_CHANGE = 0.05;

/** The relative change from one rate to another (0.1 is 10% up, -0.1 10% down). */
export function rateChange(current: number, next: number): number {
  return (next - current) / current;
}

/** The rates answered while admin have set none (the content seed stores the same pair). */
export const defaultExchangeRates = { baseRate: 1_380, wiseRate: 1_375 } as const;

/** Answer of GET /exchange-rates/current (and one row of the history): rates in won per US dollar. */
export const exchangeRateSchema = z.object({
  baseRate: z.number(),
  wiseRate: z.number(),
  createdAt: z.string(),
});
export type ExchangeRate = z.output<typeof exchangeRateSchema>;

/** One row of the history: the rates, when and by whom (member code; null once that account is gone). */
export const exchangeRateHistoryEntrySchema = exchangeRateSchema.extend({
  id: z.number().int(),
  setBy: z.string().nullable(),
});
export type ExchangeRateHistoryEntry = z.output<typeof exchangeRateHistoryEntrySchema>;

/** Answer of GET /staff/exchange-rates (admin): the history, newest first. */
export const exchangeRateHistorySchema = z.array(exchangeRateHistoryEntrySchema);

/** Whether a number has at most 4 decimal places (tolerating binary float error). */
export function hasAtMostFourDecimals(value: number): boolean {
  const scaled = value * 10_000;
  // The tolerance covers float error only (a few ulps of the scaled value), never a fifth decimal.
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1e-9, Math.abs(scaled) * 1e-14);
}

const rate = z.preprocess(
  parseFormNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? exchangeRateMessages.required : exchangeRateMessages.invalid,
    })
    .refine(Number.isFinite, exchangeRateMessages.invalid)
    .refine((value) => value > 0, { message: exchangeRateMessages.notPositive, abort: true })
    .refine((value) => value < 100_000_000, exchangeRateMessages.tooLarge)
    .refine(hasAtMostFourDecimals, exchangeRateMessages.tooPrecise),
);

/**
 * Body of POST /staff/exchange-rates (admin): both rates greater than 0 with at most 4 decimals. The server
 * also refuses rates outside its configured band (outOfBoundsMessage); the form checks the band with
 * exchangeRateInputSchemaWithin.
 */
export const exchangeRateInputSchema = z.object({ baseRate: rate, wiseRate: rate });

/** The form's schema: exchangeRateInputSchema plus the band, each rate refused on its own field. */
export function exchangeRateInputSchemaWithin(bounds: ExchangeRateBounds) {
  return exchangeRateInputSchema.superRefine((values, context) => {
    for (const field of ['baseRate', 'wiseRate'] as const) {
      if (!isWithinBounds(values[field], bounds)) {
        context.addIssue({ code: 'custom', path: [field], message: outOfBoundsMessage(bounds) });
      }
    }
  });
}
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;
export type ExchangeRateValues = z.output<typeof exchangeRateInputSchema>;
