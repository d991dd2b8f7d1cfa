/**
 * Field rules shared by the staff catalogue forms: each builds a zod field with English messages
 * naming the field, and accepts the strings a form sends as well as JSON values.
 */
import { z } from 'zod';
import { parseFormNumber } from '../pricing/form-number.ts';

/** Required text, trimmed: '{label} is required' and '{label} is too long (max. N)'. */
export function requiredText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      // A value over the limit stops here, before any pattern a caller adds.
      .max(max, { error: `${label} is too long (max. ${max})`, abort: true })
  );
}

/** Optional text, trimmed; blank becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} is too long (max. ${max})`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A whole number from a form or JSON, with '{label} is required' and '{label} must be a whole number'. */
export function wholeNumber(label: string, min: number, max: number, minMessage?: string) {
  return z.preprocess(
    parseFormNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required` : `${label} must be a whole number`,
      })
      .int(`${label} must be a whole number`)
      .min(min, minMessage ?? `${label} must be at least ${min}`)
      .max(max, `${label} is too large (max. ${max.toLocaleString('en-US')})`),
  );
}

/** A price in whole won, 0 or more. */
export function wonAmount(label: string) {
  return wholeNumber(label, 0, 2_000_000_000, `${label} cannot be negative`);
}

/** A stored file's path or an http(s) URL (never a javascript: or data: URL). */
export function imagePath(label: string) {
  return requiredText(label, 500).regex(
    /^(\/|https?:\/\/)/,
    `${label} must be an uploaded file or a web address`,
  );
}

/** An optional image path; blank becomes null. */
export function optionalImagePath(label: string) {
  return z
    .preprocess((value) => (value === '' ? null : value), imagePath(label).nullish())
    .transform((value) => value ?? null);
}

/** A required http(s) web address. */
export function webAddress(label: string) {
  return requiredText(label, 1000).regex(
    /^https?:\/\/\S+$/,
    `${label} must be a web address (http or https)`,
  );
}

/** An optional http(s) web address; blank becomes null. */
export function optionalWebAddress(label: string) {
  return z
    .preprocess((value) => (value === '' ? null : value), webAddress(label).nullish())
    .transform((value) => value ?? null);
}

/** A required ISO 8601 timestamp with offset ('2025-03-01T10:00:00Z'). */
export function timestamp(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a valid date and time` }));
}

/** An optional timestamp; blank becomes null. */
export function optionalTimestamp(label: string) {
  return z
    .preprocess((value) => (value === '' ? null : value), timestamp(label).nullish())
    .transform((value) => value ?? null);
}

/** A required value of a code list, with '{label} is required' and 'Unknown {label}: X'. */
export function codeListValue<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `Unknown ${label.toLowerCase()}: ${String(issue.input)}`,
  });
}
