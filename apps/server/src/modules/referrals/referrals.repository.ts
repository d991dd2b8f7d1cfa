import type { Database, Transaction } from '@fanship/db/client';
import { creditEntries } from '@fanship/db/payment-schema';
import { members } from '@fanship/db/schema';
import { aliasedTable, and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { containsPattern, memberMatches } from '../../lib/sql-search.ts';

type Executor = Database | Transaction;

/** The ledger's source of the friend's sign-up reward and of the inviter's reward for that friend (decision 028). */
export const friendRewardSource = (friendId: number) => `SIGNUP-${friendId}`;
export const inviterRewardSource = (friendId: number) => `INVITE-${friendId}`;

export async function findMemberIdByReferralCode(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.referralCode, code));
  return row?.id;
}

/** The member's own referral code and who invited them. */
export function readReferralFacts(db: Executor, memberId: number) {
  return db.query.members.findFirst({
    columns: { referralCode: true, invitedBy: true },
    where: eq(members.id, memberId),
  });
}

/**
 * Gives the member the code if they have none yet, in one guarded statement: of two calls at once, one sets its
 * code and the other changes nothing. Throws the unique violation when another member has the code.
 */
export async function setReferralCodeIfNone(db: Executor, memberId: number, code: string, now: Date) {
  await db
    .update(members)
    .set({ referralCode: code, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.referralCode)));
}

export async function setInvitedBy(db: Executor, memberId: number, inviterId: number) {
  await db.update(members).set({ invitedBy: inviterId }).where(eq(members.id, memberId));
}

const inviters = aliasedTable(members, 'inviters');
const friendRewards = aliasedTable(creditEntries, 'friend_rewards');
const inviterRewards = aliasedTable(creditEntries, 'inviter_rewards');

/** The ledger's REFERRAL earn entry with the given source (`'SIGNUP-' || id`), joined to the invited member. */
function rewardOf(entries: typeof friendRewards, prefix: string) {
  return and(
    eq(entries.category, 'REFERRAL'),
    eq(entries.transactionType, 'E'),
    eq(entries.sourceCode, sql`${prefix} || ${members.id}`),
  );
}

/**
 * A page of invited members, newest first, with their inviter and the two rewards the ledger paid; the search
 * matches the friend or the inviter (ID, email, name) or the inviter's referral code.
 */
export async function listReferrals(db: Executor, query: { search?: string; offset: number; limit: number }) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    isNotNull(members.invitedBy),
    pattern
      ? or(
          memberMatches(pattern),
          ilike(inviters.code, pattern),
          ilike(inviters.email, pattern),
          ilike(sql`${inviters.firstName} || ' ' || ${inviters.lastName}`, pattern),
          ilike(inviters.referralCode, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({
      member: members,
      inviter: inviters,
      friendRewardKrw: friendRewards.amountKrw,
      inviterRewardKrw: inviterRewards.amountKrw,
      inviterRewardedAt: inviterRewards.createdAt,
      // Every row carries the count of all matches (a page past the last one answers no rows and 0).
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(members)
    .innerJoin(inviters, eq(inviters.id, members.invitedBy))
    .leftJoin(friendRewards, rewardOf(friendRewards, 'SIGNUP-'))
    .leftJoin(inviterRewards, rewardOf(inviterRewards, 'INVITE-'))
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}
