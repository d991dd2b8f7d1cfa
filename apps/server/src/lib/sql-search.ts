import { members } from '@fanship/db/schema';
import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A case-insensitive substring match on a column (served by a lower(column) trigram index where one exists). */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return sql`lower(${column}) like lower(${containsPattern(text)})`;
}

/** A member found by a LIKE pattern on their member ID, email or full name ("first last"); join `members` first. */
export function memberMatches(pattern: string): SQL | undefined {
  return or(
    ilike(members.code, pattern),
    ilike(members.email, pattern),
    ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
  );
}

/** A timestamptz column as ISO text in UTC with microseconds, so keyset cursors keep its full precision. */
export function isoTimestampText(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
