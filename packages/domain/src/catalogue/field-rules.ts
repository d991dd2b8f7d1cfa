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
  return optionalTextWith(max, `${label} is too long (max. ${max})`);
}

/** Required text, trimmed, with the caller's messages: `required` when missing or blank, `tooLong` over `max`. */
export function requiredTextWith(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);
}

/** Optional text, trimmed, with the caller's message over `max`; blank or absent becomes null. */
export function optionalTextWith(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
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

/**
 * A whole number typed in a form, from `min` to `max`, with the caller's messages: `invalid` when it is missing, not
 * a whole number or below `min`; `tooHigh` above `max`.
 */
export function boundedWholeNumber(min: number, max: number, messages: { invalid: string; tooHigh: string }) {
  return z.preprocess(
    parseFormNumber,
    z
      .number({ error: messages.invalid })
      .int(messages.invalid)
      .min(min, messages.invalid)
      .max(max, messages.tooHigh),
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
        : `Unknown ${label.toLowerCase()}: ${shownValue(issue.input)}`,
  });
}

/**
 * A value as an error message may quote it: text cut to 30 characters, anything else by its kind. Never
 * `String(value)`: a deeply nested array overflows the stack there, and a long text would be echoed whole.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 30 ? `${value.slice(0, 30)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
}

/**
 * A list of at most `max` items: the length is checked before any item is, so a body of 100,000 items is
 * refused at once instead of being validated item by item.
 */
export function boundedArray<Item extends z.ZodType>(
  item: Item,
  limits: { max: number; tooMany: string; min?: number; tooFew?: string; notAList?: string },
) {
  let list = z
    .array(z.unknown(), limits.notAList ? { error: limits.notAList } : undefined)
    .max(limits.max, { error: limits.tooMany, abort: true });
  if (limits.min !== undefined) list = list.min(limits.min, { error: limits.tooFew, abort: true });
  // Typed as a list of the item's input, so forms built on the contract see their fields.
  return list.pipe(z.array(item)) as unknown as z.ZodType<z.output<Item>[], z.input<Item>[]>;
}

/** The largest id an integer column holds (2^31 - 1). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a path: a whole number from 1 up to the largest integer id, else 400 with the message. */
export function recordIdParam(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
}
