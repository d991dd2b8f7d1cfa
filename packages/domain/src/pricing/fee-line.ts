/**
 * Shared shapes for the fee calculators: every calculator returns itemised lines (label, amount, rule),
 * never only a total (docs/domain.md "Money"). Amounts are whole won.
 */
import { assertWon } from './money.ts';

/** One line of an itemised breakdown. `rule` says in words why the amount is what it is. */
export type FeeLine = { label: string; amountKrw: number; rule: string };

/** An itemised breakdown and its total in won. */
export type FeeBreakdown = { items: FeeLine[]; totalKrw: number };

/** Adds up the lines of a breakdown. */
export function sumFeeLines(items: readonly FeeLine[]): number {
  return items.reduce((total, line) => total + line.amountKrw, 0);
}

/** Builds a breakdown from its lines. */
export function breakdown(items: FeeLine[]): FeeBreakdown {
  return { items, totalKrw: sumFeeLines(items) };
}

/**
 * A whole percentage of an amount of won, rounded half up to the won.
 * Integer arithmetic only: 3% of 50 won is 1.5 and becomes 2; 3% of 16 won is 0.48 and becomes 0.
 */
export function percentOfWon(krw: number, percent: number): number {
  assertWon(krw);
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError('Percent must be a whole number');
  if (krw < 0) throw new RangeError('Amount must not be negative');
  return Math.floor((krw * percent + 50) / 100);
}

/** Checks that a count (packages, bags, albums...) is a whole number of at least `min`. */
export function assertCount(value: number, name: string, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

/** A breakdown as the fee rows a service writes on a package (`subType`: the fee's kind, such as 'INCLUSION'). */
export function feeRowsOf(
  subType: string,
  fee: FeeBreakdown,
): { subType: string; name: string; amountKrw: number }[] {
  return fee.items.map((line) => ({ subType, name: line.label, amountKrw: line.amountKrw }));
}
