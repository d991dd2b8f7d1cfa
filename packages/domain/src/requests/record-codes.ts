/**
 * Human codes for records (docs/domain.md "Identifiers"): a two-letter prefix, the Korean date `YYMMDD` and a daily
 * sequence of at least 4 digits, e.g. `OF2611230001`. Pages and the API name records by these codes, never by
 * their integer ids. The server hands out the sequence (a counter row per prefix and day).
 */
export const recordCodePrefixes = {
  incoming: 'IN',
  ofm: 'OF',
  package: 'PK',
  inclusion: 'IC',
  packing: 'PA',
  repacking: 'RP',
  shipping: 'SH',
  split: 'SP',
  unboxing: 'UB',
  order: 'OR',
  /** Claims are named by their numeric id to members (spec); the code is the staff console's handle. */
  claim: 'PC',
} as const;

export type RecordCodePrefix = (typeof recordCodePrefixes)[keyof typeof recordCodePrefixes];

/** Korea has one offset all year (no daylight saving): UTC+9. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Korean calendar day of a moment, as the codes write it: `YYMMDD`. */
export function kstDay(moment: Date): string {
  const korean = new Date(moment.getTime() + KST_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(korean.getUTCFullYear() % 100)}${two(korean.getUTCMonth() + 1)}${two(korean.getUTCDate())}`;
}

/**
 * The code of the `sequence`-th record of a kind on a Korean day. Past 9,999 records in a day the sequence
 * takes a fifth digit rather than repeat a code (14 characters, within the 20 a code may have).
 */
export function formatRecordCode(prefix: RecordCodePrefix, day: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new Error(`A record sequence starts at 1, got ${sequence}`);
  return `${prefix}${day}${String(sequence).padStart(4, '0')}`;
}

/** The most characters a record code has (the package search limit). */
export const MAX_RECORD_CODE_LENGTH = 20;

/** Whether a text is shaped like a record code of the prefix (checked before any database read). */
export function isRecordCode(prefix: RecordCodePrefix, text: string): boolean {
  if (text.length < 12 || text.length > MAX_RECORD_CODE_LENGTH || !text.startsWith(prefix)) return false;
  for (let index = 2; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
