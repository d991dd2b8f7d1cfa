import type { Database, Transaction } from '@fanship/db/client';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

type Executor = Database | Transaction;
type Row<T extends PgTable> = T['$inferSelect'];

/*
 * The statements every record table's repository shares (catalogue entries, posts, help, rate cards, addresses,
 * cart lines): the table's own repository names the table and what `where` matches, these run the statement.
 */

/** The first row `where` matches, if any. */
export async function findRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<Row<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as Row<T> | undefined;
}

/** Inserts one row and answers it as stored. */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<Row<T>> {
  const [row] = await db.insert(table).values(values).returning();
  return row as Row<T>;
}

/** Sets `values` on the row `where` matches and answers it as stored (undefined: there was none). */
export async function updateRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
): Promise<Row<T> | undefined> {
  const [row] = await db
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning();
  return row as Row<T> | undefined;
}

/** Deletes the rows `where` matches; whether there were any (a remove of a missing record answers 404). */
export async function deleteRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const deleted = await db.delete(table).where(where).returning({ found: sql<number>`1` });
  return deleted.length > 0;
}

/** Replaces the rows `owned` matches (a member's or a request's) with `rows`, in the caller's transaction. */
export async function replaceRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  owned: SQL | undefined,
  rows: T['$inferInsert'][],
): Promise<void> {
  await tx.delete(table).where(owned);
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** Which of a table's timestamps the writes of `keyedRows` set: `createdAt` on insert, `updatedAt` on both. */
type Stamps = { createdAt?: boolean; updatedAt?: boolean };

/** A record table's rows by one key column, as its staff screens read and write them whole. */
export type KeyedRows<Row, Fields, Key> = {
  find: (db: Executor, key: Key) => Promise<Row | undefined>;
  insert: (db: Executor, fields: Fields, now: Date) => Promise<Row>;
  update: (db: Executor, key: Key, fields: Partial<Fields>, now: Date) => Promise<Row | undefined>;
  remove: (db: Executor, key: Key) => Promise<boolean>;
};

/**
 * The find, insert, update and delete of the rows of `table` by `key` (its id, or a unique code), stamping the
 * timestamps `stamps` names with the writer's `now`.
 */
export function keyedRows<
  T extends PgTable,
  Key extends number | string = number,
  Fields = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>,
>(table: T, key: PgColumn, stamps: Stamps = {}): KeyedRows<Row<T>, Fields, Key> {
  const updated = (now: Date) => (stamps.updatedAt ? { updatedAt: now } : {});
  return {
    find: (db, value) => findRow(db, table, eq(key, value)),
    insert: (db, fields, now) =>
      insertRow(db, table, {
        ...fields,
        ...(stamps.createdAt ? { createdAt: now } : {}),
        ...updated(now),
      } as T['$inferInsert']),
    update: (db, value, fields, now) =>
      updateRow(db, table, eq(key, value), { ...fields, ...updated(now) } as PgUpdateSetSource<T>),
    remove: (db, value) => deleteRows(db, table, eq(key, value)),
  };
}
