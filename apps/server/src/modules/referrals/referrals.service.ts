import { randomInt } from 'node:crypto';
import type { Transaction } from '@fanship/db/client';
import { fullName } from '@fanship/domain/member';
import { REFERRAL_REWARD_KRW } from '@fanship/domain/payments/credit-contract';
import type { StaffReferralPage, StaffReferralQuery } from '@fanship/domain/schemas/referral';
import { signUpMessages } from '@fanship/domain/schemas/sign-up';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/tokens.ts';
import { writeCreditEntry } from '../credit/index.ts';
import {
  findMemberIdByReferralCode,
  friendRewardSource,
  inviterRewardSource,
  listReferrals,
  readReferralFacts,
  setInvitedBy,
  setReferralCodeIfNone,
} from './referrals.repository.ts';

/** Letters and digits nobody misreads (no 0/O, 1/I/L): a code is read out and typed by a friend. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TRIES = 5;

function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * The member's referral code, made the first time they ask (POST /me/create-referral-code, demo members too): one
 * guarded UPDATE sets it only while the member has none, so parallel calls all answer the one code that won; a code
 * another member already has (the unique index) is drawn again.
 */
export async function ensureReferralCode(context: AppContext, memberId: number): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const facts = await readReferralFacts(context.db, memberId);
    if (!facts) throw new AppError('NOT_FOUND');
    if (facts.referralCode) return facts.referralCode;
    try {
      await setReferralCodeIfNone(context.db, memberId, newReferralCode(), context.clock.now());
    } catch (error) {
      if (!isUniqueViolation(error, 'members_referral_code_idx') || attempt >= CODE_TRIES) throw error;
    }
  }
}

/** Whether a referral code (any letter case) is a member's: the sign-up form's check. */
export async function isKnownReferralCode(context: AppContext, code: string): Promise<boolean> {
  return (await findMemberIdByReferralCode(context.db, code.toUpperCase())) !== undefined;
}

/** The sign-up form's check (GET /auth/referral-codes/{code}): 404 'Invalid referral code' for a code nobody has. */
export async function checkReferralCode(context: AppContext, code: string): Promise<void> {
  if (code.length > 10 || !(await isKnownReferralCode(context, code))) {
    throw new AppError('NOT_FOUND', signUpMessages.referralInvalid);
  }
}

/** 400 'Invalid referral code' on the sign-up form's referral field. */
export function invalidReferralCode(): AppError {
  const message = signUpMessages.referralInvalid;
  return new AppError('VALIDATION', message, { referralCode: message });
}

/**
 * Records who invited a member signing up with a referral code and pays the friend's reward (3,500 won, REFERRAL)
 * through the ledger, in the sign-up's transaction: a code no member has (or the member's own, which a new member
 * cannot have yet) is refused with 400 and the sign-up writes nothing.
 */
export async function applySignUpReferral(
  tx: Transaction,
  friend: { id: number; referralCode: string; now: Date },
): Promise<void> {
  const inviterId = await findMemberIdByReferralCode(tx, friend.referralCode.toUpperCase());
  if (inviterId === undefined || inviterId === friend.id) throw invalidReferralCode();
  await setInvitedBy(tx, friend.id, inviterId);
  await writeCreditEntry(tx, {
    memberId: friend.id,
    transactionType: 'E',
    category: 'REFERRAL',
    amountKrw: REFERRAL_REWARD_KRW,
    reason: "Signed up with a friend's referral code",
    sourceCode: friendRewardSource(friend.id),
    now: friend.now,
  });
}

/**
 * Pays the inviter's reward (3,500 won, REFERRAL) when an order of a member they invited settles, in the settling
 * transaction (the payments module calls it as an `orderSettledHooks` entry and names no module). The ledger writes
 * an entry once per source (`INVITE-<friend id>`, a unique index), so only the friend's first settled order pays,
 * whichever of many retries or simultaneous first payments gets there (decision 028).
 */
export async function rewardInviter(
  _context: AppContext,
  tx: Transaction,
  settled: { memberId: number; now: Date },
): Promise<void> {
  const facts = await readReferralFacts(tx, settled.memberId);
  if (!facts?.invitedBy) return;
  await writeCreditEntry(tx, {
    memberId: facts.invitedBy,
    transactionType: 'E',
    category: 'REFERRAL',
    amountKrw: REFERRAL_REWARD_KRW,
    reason: 'A friend you invited made their first order',
    sourceCode: inviterRewardSource(settled.memberId),
    now: settled.now,
  });
}

/** The staff's referral overview: who invited whom and what the ledger paid each. */
export async function listStaffReferrals(
  context: AppContext,
  query: StaffReferralQuery,
): Promise<StaffReferralPage> {
  const { rows, total } = await listReferrals(context.db, {
    search: query.search,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    content: rows.map((row) => ({
      member: { code: row.member.code, name: fullName(row.member), email: row.member.email },
      inviter: {
        code: row.inviter.code,
        name: fullName(row.inviter),
        referralCode: row.inviter.referralCode,
      },
      signedUpAt: row.member.createdAt.toISOString(),
      friendRewardKrw: row.friendRewardKrw ?? 0,
      inviterRewardKrw: row.inviterRewardKrw ?? 0,
      inviterRewardedAt: row.inviterRewardedAt?.toISOString() ?? null,
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
  };
}
