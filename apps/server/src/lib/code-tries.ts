import type { Database, Transaction } from '@fanship/db/client';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

type Executor = Database | Transaction;

/** A table of sent verification codes (email at sign-up, phone for the messaging channel). */
export type CodeTable = PgTable & { id: PgColumn; failedAttempts: PgColumn; usedAt: PgColumn };

async function updateCode(
  db: Executor,
  table: CodeTable,
  set: Record<string, unknown>,
  where: ReturnType<typeof and>,
) {
  const rows = await db
    .update(table as PgTable)
    .set(set as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Counts one try of a code before it is compared, in one statement guarded by the limit: of any number of
 * parallel tries, at most `limit` get a count. Answers whether this try may go on.
 */
export function claimCodeAttempt(
  db: Executor,
  table: CodeTable,
  id: number,
  limit: number,
): Promise<boolean> {
  return updateCode(
    db,
    table,
    { failedAttempts: sql`${table.failedAttempts} + 1` },
    and(eq(table.id, id), lt(table.failedAttempts, limit)),
  );
}

/**
 * Marks a code used, once: the right try's count is given back, so `failedAttempts` stays the number of
 * wrong ones. Answers false when another request used it first.
 */
export function markCodeUsed(db: Executor, table: CodeTable, id: number, now: Date): Promise<boolean> {
  return updateCode(
    db,
    table,
    { usedAt: now, failedAttempts: sql`${table.failedAttempts} - 1` },
    and(eq(table.id, id), isNull(table.usedAt)),
  );
}
