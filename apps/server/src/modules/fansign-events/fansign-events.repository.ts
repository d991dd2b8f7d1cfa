import { fansignEvents } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { and, eq, gte, min, or, type SQL, sql } from 'drizzle-orm';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';
import { keyedRows } from '../../lib/table-rows.ts';

export type FansignEventRow = typeof fansignEvents.$inferSelect;
export type FansignEventFields = Omit<typeof fansignEvents.$inferInsert, 'id' | 'createdAt'>;

/** Filters of an event query; `artistGroupId` with `artistText` means "this group or a matching name". */
export type EventFilter = {
  keyword?: string;
  type?: string;
  subType?: string;
  artistText?: string;
  artistGroupId?: number | null;
  /** Keyset of the last row seen: [1 when it had ended, entry end date, id]. */
  after?: readonly [number, string, number];
  /** Events whose entry ended before this instant are ended. */
  now: Date;
  size: number;
};

/**
 * Reads events open ones first, soonest entry end first (entry_end_date asc, id asc), then ended ones, most
 * recently ended first (entry_end_date desc, id desc), after the keyset, one extra to see if more follow.
 */
export async function queryEventRows(db: Database, filter: EventFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    conditions.push(
      or(
        containsText(fansignEvents.title, filter.keyword),
        containsText(fansignEvents.artistNameEn, filter.keyword),
        containsText(fansignEvents.artistNameKo, filter.keyword),
      ),
    );
  }
  if (filter.type) conditions.push(eq(fansignEvents.type, filter.type));
  if (filter.subType) conditions.push(eq(fansignEvents.subType, filter.subType));
  const byGroup =
    filter.artistGroupId === undefined || filter.artistGroupId === null
      ? undefined
      : eq(fansignEvents.artistGroupId, filter.artistGroupId);
  if (filter.artistText) {
    conditions.push(
      or(
        byGroup,
        containsText(fansignEvents.artistNameEn, filter.artistText),
        containsText(fansignEvents.artistNameKo, filter.artistText),
      ),
    );
  } else if (byGroup) {
    conditions.push(byGroup);
  }
  const now = filter.now.toISOString();
  const ended = sql`(${fansignEvents.entryEndDate} < ${now}::timestamptz)`;
  if (filter.after) {
    const [afterEnded, afterAt, afterId] = filter.after;
    const key = sql`(${fansignEvents.entryEndDate}, ${fansignEvents.id})`;
    const cursorKey = sql`(${afterAt}::timestamptz, ${afterId})`;
    conditions.push(
      afterEnded ? sql`(${ended} and ${key} < ${cursorKey})` : sql`(${ended} or ${key} > ${cursorKey})`,
    );
  }
  return db
    .select({
      row: fansignEvents,
      ended: sql<boolean>`${ended}`,
      cursorAt: isoTimestampText(fansignEvents.entryEndDate),
    })
    .from(fansignEvents)
    .where(and(...conditions))
    .orderBy(
      sql`${ended} asc`,
      sql`case when ${ended} then null else ${fansignEvents.entryEndDate} end asc`,
      sql`case when ${ended} then null else ${fansignEvents.id} end asc`,
      sql`case when ${ended} then ${fansignEvents.entryEndDate} end desc`,
      sql`case when ${ended} then ${fansignEvents.id} end desc`,
    )
    .limit(filter.size + 1);
}

/**
 * The first entry end at or after `now`: until that instant every event's 'ended' state (and with it the
 * list order) stays as it is at `now` (null when no event ends from then on).
 */
export async function nextEntryEnd(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(fansignEvents.entryEndDate) })
    .from(fansignEvents)
    .where(gte(fansignEvents.entryEndDate, now));
  return row?.at ?? null;
}

/** Events by id, as the staff screens read and write them (`createdAt` set on insert). */
export const eventRows = keyedRows(fansignEvents, fansignEvents.id, { createdAt: true });
