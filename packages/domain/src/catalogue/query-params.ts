/**
 * Building blocks for catalogue query strings: the server gets strings (or arrays of strings for
 * repeated parameters), so each helper turns them into typed values or a 400 with a clear message.
 */
import { z } from 'zod';
import { keywordTooLongMessage, MAX_KEYWORD_LENGTH } from './catalogue-constants.ts';
import { shownValue } from './field-rules.ts';
import { splitListParam } from './list-params.ts';

export { splitListParam };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** Whether a text holds a control character (NUL and the like), which the database cannot store. */
export const hasControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '') !== text;

/** Message for a keyword given more than once (`name=a&name=b`). */
export const keywordNotTextMessage = 'Keyword must be given once, as text';

/**
 * A search keyword: control characters (which PostgreSQL text cannot hold or no name contains) become
 * spaces, then it is trimmed; '' becomes undefined; longer than 100 is refused.
 */
export const keywordSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, ' ').trim() || undefined : value),
  z.string({ error: keywordNotTextMessage }).max(MAX_KEYWORD_LENGTH, keywordTooLongMessage).optional(),
);

/** A list of code-list values (upper-cased); an unknown value is refused naming the field and the value. */
export function enumListParam<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
) {
  return z.preprocess(
    (value) => splitListParam(value).map((part) => part.toUpperCase()),
    z
      .array(
        z.enum(values, { error: (issue) => `Unknown ${label}: ${shownValue(issue.input)}` }) as z.ZodType<
          Values[number]
        >,
      )
      .max(values.length),
  );
}

/** A list of free codes (artist codes); each at most 50 characters, at most 50 of them. */
export function codeListParam(label: string) {
  return z.preprocess(
    splitListParam,
    z
      .array(
        z
          .string()
          .max(50, `${label} code is too long (max. 50)`)
          .refine((code) => !hasControlCharacters(code), `Invalid ${label.toLowerCase()} code`),
      )
      .max(50, `Too many ${label.toLowerCase()} codes (max. 50)`),
  );
}

/** A single optional code-list value (upper-cased); '' counts as none; an unknown value is refused. */
export function optionalEnumParam<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    (
      z.enum(values, { error: (issue) => `Unknown ${label}: ${shownValue(issue.input)}` }) as z.ZodType<
        Values[number]
      >
    ).optional(),
  );
}

/** An optional whole number of won from a query string: '' is none; negative, fractional or text is refused. */
export function wonParam(label: string, max: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is too large`)
      .optional(),
  );
}

/** A boolean from a query string: 'true' or 'false' (or a JSON boolean); absent is false. */
export function booleanParam(label: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return false;
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );
}
