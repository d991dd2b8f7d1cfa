import { interestKeywords, memberInterests } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import type { StaffInterestKeywordValues } from '@fanship/domain/catalogue/interests';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keyedRows, replaceRows } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;
export type InterestKeywordRow = typeof interestKeywords.$inferSelect;

/** Every keyword, in position order (ties by id). */
export function listKeywordRows(db: Executor): Promise<InterestKeywordRow[]> {
  return db.select().from(interestKeywords).orderBy(asc(interestKeywords.position), asc(interestKeywords.id));
}

/** The keywords by id, staff writes stamping both timestamps. */
export const plainKeywordRows = keyedRows<typeof interestKeywords, number, StaffInterestKeywordValues>(
  interestKeywords,
  interestKeywords.id,
  { createdAt: true, updatedAt: true },
);

/** Locks the named keywords (in id order, so two writers never wait on each other) and answers them. */
export function lockKeywords(
  tx: Transaction,
  ids: number[],
): Promise<{ id: number; parentId: number | null }[]> {
  return tx
    .select({ id: interestKeywords.id, parentId: interestKeywords.parentId })
    .from(interestKeywords)
    .where(inArray(interestKeywords.id, ids))
    .orderBy(asc(interestKeywords.id))
    .for('update');
}

/** Whether the keyword has sub-keywords. */
export async function hasChildren(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(interestKeywords)
    .where(eq(interestKeywords.parentId, id))
    .limit(1);
  return row !== undefined;
}

const parents = alias(interestKeywords, 'parents');
/** A keyword a member can choose: active, and under an active parent if it has one. */
const choosable = sql`${interestKeywords.active} and coalesce(${parents.active}, true)`;

/** The ids of the choosable keywords among `codes`, with their codes. */
export function findChoosableKeywords(
  db: Executor,
  codes: string[],
): Promise<{ id: number; keyword: string }[]> {
  return db
    .select({ id: interestKeywords.id, keyword: interestKeywords.keyword })
    .from(interestKeywords)
    .leftJoin(parents, eq(parents.id, interestKeywords.parentId))
    .where(and(inArray(interestKeywords.keyword, codes), choosable));
}

/** The member's choosable interests, top-level order first (a sub-keyword after its parent's place). */
export function memberInterestRows(db: Executor, memberId: number) {
  const { keyword, name } = interestKeywords;
  return db
    .select({ keyword, name })
    .from(memberInterests)
    .innerJoin(interestKeywords, eq(interestKeywords.id, memberInterests.keywordId))
    .leftJoin(parents, eq(parents.id, interestKeywords.parentId))
    .where(and(eq(memberInterests.memberId, memberId), choosable))
    .orderBy(
      sql`coalesce(${parents.position}, ${interestKeywords.position})`,
      sql`coalesce(${parents.id}, ${interestKeywords.id})`,
      sql`${interestKeywords.parentId} nulls first`,
      asc(interestKeywords.position),
      asc(interestKeywords.id),
    );
}

/** Replaces the member's interests with `keywordIds` (the caller holds the member's row lock). */
export function replaceMemberInterests(
  tx: Transaction,
  memberId: number,
  keywordIds: number[],
): Promise<void> {
  const rows = keywordIds.map((keywordId) => ({ memberId, keywordId }));
  return replaceRows(tx, memberInterests, eq(memberInterests.memberId, memberId), rows);
}
