import type { Database, Transaction } from '@fanship/db/client';
import { emailVerifications } from '@fanship/db/schema';
import { desc, eq, sql } from 'drizzle-orm';

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

export async function incrementFailedAttempts(db: Executor, id: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
    .where(eq(emailVerifications.id, id));
}

export async function markVerificationUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, id));
}
