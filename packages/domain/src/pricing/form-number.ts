/**
 * Form inputs arrive as strings (or numbers, from JSON). `z.coerce.number()` would turn '' into 0 and
 * hide a missing value behind a "must be greater than 0" error, so the calculators parse explicitly:
 * blank -> undefined (the "is required" message), anything that is not a plain decimal -> NaN
 * (the "should be a valid number" message).
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Turns a form value into a number, `undefined` when blank, or `NaN` when it is not a decimal number. */
export function parseFormNumber(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim().replaceAll(',', '');
    if (text === '') return undefined;
    return DECIMAL.test(text) ? Number(text) : Number.NaN;
  }
  return value;
}

/** Like `parseFormNumber`, but a blank value or anything invalid or not above zero becomes `undefined`. */
export function parseOptionalPositive(value: unknown): number | undefined {
  const parsed = parseFormNumber(value);
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}
