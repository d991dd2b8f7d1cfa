import type { Database, Transaction } from '@fanship/db/client';
import { members } from '@fanship/db/schema';
import { eq, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

export function findMemberByEmail(db: Executor, email: string): Promise<MemberRow | undefined> {
  return db.query.members.findFirst({ where: eq(sql`lower(${members.email})`, email.toLowerCase()) });
}

export function findMemberByCode(db: Executor, code: string): Promise<MemberRow | undefined> {
  return db.query.members.findFirst({ where: eq(members.code, code.toUpperCase()) });
}

export function findMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  return db.query.members.findFirst({ where: eq(members.id, id) });
}

export async function insertMember(db: Executor, row: NewMemberRow): Promise<MemberRow> {
  const [created] = await db.insert(members).values(row).returning();
  return created!;
}

export async function updateMemberPassword(db: Executor, memberId: number, passwordHash: string, now: Date) {
  await db.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, memberId));
}
