/**
 * Paging shapes of the catalogue API (spec "storefront and account" §7 "Catalogues").
 *
 * Slice paging: `{ content, last }`, each item carrying an opaque `sliceCursor`; the next page is asked
 * for with the last item's cursor. The cursor is base64url of the JSON array of the item's sort key
 * (keyset paging, e.g. [createdAt ISO, id] or [id]), so a deep page costs what the first one does.
 * Marketplace paging (the marketplace source's own shape): `{ data, hasNext, nextCursor }`.
 */
import { z } from 'zod';
import { trimTrailing } from '../text.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './catalogue-constants.ts';

/** Longest cursor a query may carry. */
export const MAX_CURSOR_LENGTH = 200;
/** Message for a cursor that is too long, not base64url, or does not decode to the expected key. */
export const invalidCursorMessage = 'Invalid cursor';

/** A cursor as a query carries it: base64url text, at most 200 characters; '' counts as none. */
export const sliceCursorSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: invalidCursorMessage })
    .max(MAX_CURSOR_LENGTH, { error: invalidCursorMessage, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, invalidCursorMessage)
    .optional(),
);

/** The page size of a query: 20 when absent, clamped to 1..60, a 400 when it is not a number. */
export const pageSizeSchema = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return DEFAULT_PAGE_SIZE;
  const size = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof size === 'number' && Number.isFinite(size)
    ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size)))
    : size;
}, z.number({ error: 'Page size must be a number' }).int());

/** The fields every slice-paged query takes after its filters: the cursor to go on from and the size. */
export const sliceQueryFields = { sliceCursor: sliceCursorSchema, size: pageSizeSchema };

/** The `sliceCursor` field every slice-paged item carries. */
export const sliceCursorField = { sliceCursor: z.string() };

/** A slice of a list: the items (each with its `sliceCursor`) and whether it is the last slice. */
export function sliceOf<T extends z.ZodType>(itemSchema: T) {
  return z.object({ content: z.array(itemSchema), last: z.boolean() });
}
export type Slice<T> = { content: T[]; last: boolean };

/** A marketplace page: the listings, whether more follow, and the cursor of the next page. */
export function cursorPageOf<T extends z.ZodType>(itemSchema: T) {
  return z.object({ data: z.array(itemSchema), hasNext: z.boolean(), nextCursor: z.string().nullable() });
}
export type CursorPage<T> = { data: T[]; hasNext: boolean; nextCursor: string | null };

/** What one part of a sort key holds: an ISO timestamp, an integer, or text. */
export type SliceKeyPart = 'timestamp' | 'integer' | 'text';
/** The decoded sort key for a list of parts, e.g. ['timestamp', 'integer'] -> [string, number]. */
export type SliceKey<Parts extends readonly SliceKeyPart[]> = {
  -readonly [Index in keyof Parts]: Parts[Index] extends 'integer' ? number : string;
};

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return trimTrailing(btoa(binary).replaceAll('+', '-').replaceAll('/', '_'), '=');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Sort keys are read back into integer columns and timestamps, so a cursor naming a value the database
// cannot hold (an id past 2^31, 30 February, year 0, a NUL character) is malformed, not a database error.
const INTEGER_COLUMN_MIN = -2_147_483_648;
const INTEGER_COLUMN_MAX = 2_147_483_647;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function isCalendarDate(timestamp: string): boolean {
  const year = Number(timestamp.slice(0, 4));
  const month = Number(timestamp.slice(5, 7));
  const day = Number(timestamp.slice(8, 10));
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

function isKeyPart(value: unknown, part: SliceKeyPart): boolean {
  switch (part) {
    case 'integer':
      return (
        Number.isSafeInteger(value) &&
        (value as number) >= INTEGER_COLUMN_MIN &&
        (value as number) <= INTEGER_COLUMN_MAX
      );
    case 'timestamp':
      return (
        typeof value === 'string' &&
        ISO_TIMESTAMP.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        isCalendarDate(value)
      );
    case 'text':
      return typeof value === 'string' && !CONTROL_CHARACTER.test(value);
  }
}

/** Encodes an item's sort key as an opaque cursor (base64url of its JSON). */
export function encodeSliceCursor(key: readonly (string | number)[]): string {
  return toBase64Url(JSON.stringify(key));
}

/** Decodes a cursor into a sort key of the expected parts, or null when it is malformed in any way. */
export function decodeSliceCursor<const Parts extends readonly SliceKeyPart[]>(
  cursor: string,
  parts: Parts,
): SliceKey<Parts> | null {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) return null;
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(key) || key.length !== parts.length) return null;
  return parts.every((part, index) => isKeyPart(key[index], part)) ? (key as SliceKey<Parts>) : null;
}
