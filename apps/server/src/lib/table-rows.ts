import type { Database, Transaction } from '@fanship/db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

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
