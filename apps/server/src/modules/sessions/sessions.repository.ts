import type { Database, Transaction } from '@fanship/db/client';
import { members, sessions } from '@fanship/db/schema';
import { and, eq, ne } from 'drizzle-orm';

type Executor = Database | Transaction;

export type MemberRow = typeof members.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionWithMember(
  db: Executor,
  tokenHash: string,
): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteMemberSessions(db: Executor, memberId: number, exceptTokenHash?: string) {
  const condition = exceptTokenHash
    ? and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, exceptTokenHash))
    : eq(sessions.memberId, memberId);
  await db.delete(sessions).where(condition);
}
