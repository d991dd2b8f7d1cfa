/**
 * An amount of US dollars typed by a person (the member's Wise deposit, what staff received): more than zero and in
 * whole cents. A fraction of a cent is refused, never rounded away (docs/decisions/022-money-guards.md).
 */
import { z } from 'zod';

export const usdAmountMessages = {
  required: 'Amount is required',
  invalid: 'Amount should be a valid number',
  notPositive: 'Amount must be more than 0',
  fractionOfCent: 'Amount can have at most 2 decimal places (whole cents)',
} as const;

/** The largest amount accepted, in dollars. */
export const MAX_USD_AMOUNT = 100_000_000;

/** A typed amount: thousands commas removed; a signed decimal number, or NaN for anything else. */
function parseDollars(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const cleaned = value.replaceAll(',', '').trim();
  if (cleaned === '') return undefined;
  return /^-?\d{1,12}(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Whether a number of dollars is a whole number of cents (allowing for binary float error, e.g. 1.1 × 100). */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Dollars in, dollars out: a number (commas allowed in text) above zero with at most two decimals. */
export function usdAmountSchema() {
  return z.preprocess(
    parseDollars,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? usdAmountMessages.required : usdAmountMessages.invalid,
      })
      .refine((value) => value > 0, { error: usdAmountMessages.notPositive, abort: true })
      .refine(isWholeCents, { error: usdAmountMessages.fractionOfCent, abort: true })
      .refine((value) => value <= MAX_USD_AMOUNT, usdAmountMessages.invalid),
  );
}
