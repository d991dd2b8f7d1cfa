import { fansignEvents } from '@fanship/db/catalogue-schema';
import type { Database } from '@fanship/db/client';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { containsText, isoTimestampText } from '../../lib/sql-search.ts';

export type FansignEventRow = typeof fansignEvents.$inferSelect;
export type FansignEventFields = Omit<typeof fansignEvents.$inferInsert, 'id' | 'createdAt'>;

/** Filters of an event query; `artistGroupId` with `artistText` means "this group or a matching name". */
export type EventFilter = {
  keyword?: string;
  type?: string;
  subType?: string;
  artistText?: string;
  artistGroupId?: number | null;
  after?: readonly [string, number];
  size: number;
};

/** Reads events soonest entry end first (entry_end_date asc, id asc) after the keyset, one extra to see if more follow. */
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
  if (filter.after) {
    conditions.push(
      sql`(${fansignEvents.entryEndDate}, ${fansignEvents.id}) > (${filter.after[0]}::timestamptz, ${filter.after[1]})`,
    );
  }
  return db
    .select({ row: fansignEvents, cursorAt: isoTimestampText(fansignEvents.entryEndDate) })
    .from(fansignEvents)
    .where(and(...conditions))
    .orderBy(asc(fansignEvents.entryEndDate), asc(fansignEvents.id))
    .limit(filter.size + 1);
}

export async function findEventRow(db: Database, id: number): Promise<FansignEventRow | undefined> {
  const [row] = await db.select().from(fansignEvents).where(eq(fansignEvents.id, id));
  return row;
}

export async function insertEvent(db: Database, fields: FansignEventFields, now: Date) {
  const [row] = await db
    .insert(fansignEvents)
    .values({ ...fields, createdAt: now })
    .returning();
  return row!;
}

export async function updateEvent(db: Database, id: number, fields: FansignEventFields) {
  const [row] = await db.update(fansignEvents).set(fields).where(eq(fansignEvents.id, id)).returning();
  return row;
}

export async function deleteEvent(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(fansignEvents)
    .where(eq(fansignEvents.id, id))
    .returning({ id: fansignEvents.id });
  return deleted.length > 0;
}
