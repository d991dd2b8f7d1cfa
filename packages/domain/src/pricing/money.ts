/**
 * Money rules: KRW is integer won, USD is integer cents, and every conversion goes through these helpers.
 * USD = KRW / rate, rounded to the cent, half up.
 */

export type PaymentMethod = 'WISE' | 'PAYPAL' | 'CARD' | 'CREDIT';

/** Rounds a non-negative amount in dollars to integer cents, half up (guarding against binary float error). */
export function roundDollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new Error('Amount must be a finite number');
  const cents = dollars * 100;
  return Math.sign(cents) * Math.floor(Math.abs(cents) + 0.5 + 1e-9);
}

/** Checks that an amount of won is a whole number. */
export function assertWon(krw: number): void {
  if (!Number.isInteger(krw)) throw new Error(`KRW amounts are whole won, got ${krw}`);
}

/** Converts won to US cents at a rate of won per dollar. */
export function krwToUsdCents(krw: number, rate: number): number {
  assertWon(krw);
  if (!(rate > 0)) throw new Error('Exchange rate must be positive');
  return roundDollarsToCents(krw / rate);
}

/** The USD cents a member pays for a KRW total with a given method (spec: bank, PayPal and card formulas). */
export function paymentAmountCents(
  totalKrw: number,
  method: PaymentMethod,
  rates: { base: number; wise: number },
): number {
  assertWon(totalKrw);
  if (!(rates.base > 0 && rates.wise > 0)) throw new Error('Exchange rates must be positive');
  switch (method) {
    case 'WISE':
      return roundDollarsToCents(totalKrw / rates.wise);
    case 'PAYPAL':
      return roundDollarsToCents((totalKrw / (0.92 * rates.base) + 0.3) / 0.956);
    case 'CARD':
      return roundDollarsToCents(totalKrw / rates.base / 0.955);
    case 'CREDIT':
      return 0;
  }
}

/**
 * '1,234,567': a whole number with English thousands separators, as `toLocaleString('en-US')` writes it, without
 * Intl: the first number format a page makes loads the browser's locale data, which on a phone held the main
 * thread for a sixth of a second before the shop grid's prices could be drawn (issue 8). Fractions are rounded.
 */
export function formatNumber(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let start = grouped.length; start < digits.length; start += 3)
    grouped += `,${digits.slice(start, start + 3)}`;
  return value <= -0.5 ? `-${grouped}` : grouped;
}

/** Formats won for display: '₩12,345'; a negative amount puts the sign first, as formatUsdCents does: '-₩3,500'. */
export function formatKrw(krw: number): string {
  const sign = krw < 0 ? '-' : '';
  return `${sign}₩${formatNumber(Math.abs(krw))}`;
}

/** Formats cents for display: '$1,234.50'. */
export function formatUsdCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = formatNumber(Math.floor(absolute / 100));
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Writes integer cents as the decimal text payment APIs take: 1234 → '12.34', 5 → '0.05'. */
export function usdCentsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`Cents must be a whole number ≥ 0, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Reads a payment API's decimal text back to integer cents: '12.34' → 1234, '12' → 1200, '12.3' → 1230; null for
 * anything else (a third decimal, a sign, an exponent), so an amount is never rounded on the way in.
 */
export function usdDecimalToCents(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
