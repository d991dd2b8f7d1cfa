import type { Database, Transaction } from '@fanship/db/client';
import { emailVerifications } from '@fanship/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { claimCodeAttempt, markCodeUsed } from '../../lib/code-tries.ts';

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

/** Counts one try of a sign-up code before it is compared (`claimCodeAttempt`). */
export function claimVerificationAttempt(db: Executor, id: number, limit: number): Promise<boolean> {
  return claimCodeAttempt(db, emailVerifications, id, limit);
}

/** Marks a sign-up code used, once (`markCodeUsed`). */
export function markVerificationUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  return markCodeUsed(db, emailVerifications, id, now);
}
