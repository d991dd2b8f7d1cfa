import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './app.ts';

/** The rows of `table` whose `column` is `value`, in id order (oldest first): a record's history, fees, files. */
export async function rowsWhere<T extends PgTable & { id: PgColumn }>(
  t: TestApp,
  table: T,
  column: PgColumn,
  value: number,
): Promise<T['$inferSelect'][]> {
  return t.database.db
    .select()
    .from(table as PgTable)
    .where(eq(column, value))
    .orderBy(asc(table.id));
}
