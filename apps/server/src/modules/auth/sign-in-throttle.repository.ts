import type { Database, Transaction } from '@fanship/db/client';
import { signInThrottles } from '@fanship/db/schema';
import { eq, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/**
 * Counts one password check for the account, unless it is locked: one statement, so parallel checks each get
 * their own count and none gets past a lock another has set. The count starts again when the last failure is
 * older than `resetBefore`. Answers the new count, or undefined when the account is locked. The row stays
 * locked until the caller's transaction ends.
 */
export async function claimPasswordCheck(
  db: Executor,
  accountKey: string,
  now: Date,
  resetBefore: Date,
): Promise<number | undefined> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ accountKey, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.accountKey,
      set: {
        failures: sql`case when ${signInThrottles.lastFailedAt} < ${resetBefore.toISOString()} then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailedAt: now,
      },
      setWhere: sql`${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= ${now.toISOString()}`,
    })
    .returning({ failures: signInThrottles.failures });
  return row?.failures;
}

export async function lockAccount(db: Executor, accountKey: string, until: Date): Promise<void> {
  await db
    .update(signInThrottles)
    .set({ lockedUntil: until })
    .where(eq(signInThrottles.accountKey, accountKey));
}

export async function findLockedUntil(db: Executor, accountKey: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.accountKey, accountKey));
  return row?.lockedUntil ?? undefined;
}

export async function clearPasswordChecks(db: Executor, accountKey: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.accountKey, accountKey));
}

/**
 * Deletes the counts that no longer hold anything back: not locked, last failure before `resetBefore` (the next
 * check would start the count again anyway). Answers how many went.
 */
export async function deleteSettledThrottles(db: Executor, now: Date, resetBefore: Date): Promise<number> {
  const deleted = await db
    .delete(signInThrottles)
    .where(
      sql`${signInThrottles.lastFailedAt} < ${resetBefore.toISOString()} and (${signInThrottles.lockedUntil} is null or ${signInThrottles.lockedUntil} <= ${now.toISOString()})`,
    )
    .returning({ accountKey: signInThrottles.accountKey });
  return deleted.length;
}
