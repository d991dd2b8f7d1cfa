import type { Database, Transaction } from '@fanship/db/client';
import { passwordResetRequests } from '@fanship/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

type Executor = Database | Transaction;

export async function insertResetRequest(db: Executor, row: typeof passwordResetRequests.$inferInsert) {
  await db.insert(passwordResetRequests).values(row);
}

function isLive(idHash: string, now: Date) {
  return and(
    eq(passwordResetRequests.idHash, idHash),
    isNull(passwordResetRequests.usedAt),
    gt(passwordResetRequests.expiresAt, now),
  );
}

export async function isResetRequestLive(db: Executor, idHash: string, now: Date): Promise<boolean> {
  const row = await db.query.passwordResetRequests.findFirst({
    where: isLive(idHash, now),
    columns: { idHash: true },
  });
  return Boolean(row);
}

/** Marks a live request used and returns its member, or nothing when it is unknown, used or expired. */
export async function useResetRequest(db: Executor, idHash: string, now: Date): Promise<number | undefined> {
  const [used] = await db
    .update(passwordResetRequests)
    .set({ usedAt: now })
    .where(isLive(idHash, now))
    .returning({ memberId: passwordResetRequests.memberId });
  return used?.memberId;
}
