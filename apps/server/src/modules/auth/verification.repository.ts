import type { Database, Transaction } from '@fanship/db/client';
import { emailVerifications } from '@fanship/db/schema';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type VerificationRow = typeof emailVerifications.$inferSelect;

export function findLatestVerification(db: Executor, email: string): Promise<VerificationRow | undefined> {
  return db.query.emailVerifications.findFirst({
    where: eq(sql`lower(${emailVerifications.email})`, email.toLowerCase()),
    orderBy: [desc(emailVerifications.sentAt), desc(emailVerifications.id)],
  });
}

export async function insertVerification(db: Executor, row: typeof emailVerifications.$inferInsert) {
  await db.insert(emailVerifications).values(row);
}

/**
 * Counts one try of a code before it is compared, in one statement guarded by the limit: of any number of
 * parallel tries, at most `limit` get a count. Answers whether this try may go on.
 */
export async function claimCodeAttempt(db: Executor, id: number, limit: number): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
    .where(and(eq(emailVerifications.id, id), lt(emailVerifications.failedAttempts, limit)))
    .returning({ id: emailVerifications.id });
  return rows.length > 0;
}

/**
 * Marks a code used, once: the right try's count is given back, so `failedAttempts` stays the number of
 * wrong ones. Answers false when another request used it first.
 */
export async function markVerificationUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ usedAt: now, failedAttempts: sql`${emailVerifications.failedAttempts} - 1` })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length > 0;
}
