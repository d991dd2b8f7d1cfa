/**
 * Registering a phone for the messaging channel (spec "storefront and account" §4, §5, §7, §9): a 6-digit code sent
 * through the messaging adapter, resent no sooner than 60 seconds (the member's row lock makes parallel sends one),
 * at most 5 codes an hour per member and per phone; the code checked with its tries capped, the channel verified and
 * turned on once.
 */
import { randomInt } from 'node:crypto';
import { phoneVerifications } from '@fanship/db/schema';
import {
  phoneVerificationMessages as messages,
  PHONE_CODE_RESEND_SECONDS,
} from '@fanship/domain/schemas/notification-channels';
import { sql } from 'drizzle-orm';
import { MessagingError } from '../../adapters/messaging/message-sender.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import { claimCodeAttempt, markCodeUsed } from '../../lib/code-tries.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import { isSameDigest, sha256Hex } from '../../lib/tokens.ts';
import * as rows from './notification-channels.repository.ts';

export const PHONE_CODE_LIFETIME_SECONDS = 10 * 60;
export const MAX_PHONE_CODES_PER_HOUR = 5;
export const MAX_WRONG_PHONE_CODES = 5;

/** The text the member's phone receives. */
export function phoneCodeText(code: string): string {
  return `Your Fanship verification code is ${code}. It expires in 10 minutes.`;
}

/** A provider's failure as the member sees it: a number that cannot receive messages (400), or try later (503). */
function messagingFailure(error: unknown): unknown {
  if (!(error instanceof MessagingError)) return error;
  if (error.reason === 'recipient-refused') {
    return new AppError('BAD_REQUEST', messages.cannotReceive, { idCode: messages.cannotReceive });
  }
  return new AppError('MESSAGING_UNAVAILABLE', messages.unavailable);
}

/**
 * Sends a new code to `idCode` for the member. The code is written under the member's row lock (and the phone's
 * advisory lock), so of parallel sends one writes while the others find it and wait out the 60 seconds (429 saying
 * how long); it is sent once written, outside the transaction (no lock held over the provider's call), and a
 * refused or failed send deletes it again, so the member may try at once.
 */
export async function sendPhoneCode(context: AppContext, memberId: number, idCode: string): Promise<void> {
  const now = context.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const verificationId = await context.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${idCode}`}))`);
    const latest = await rows.latestPhoneVerification(tx, memberId);
    const waitMs = latest ? latest.sentAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('TOO_MANY_REQUESTS', messages.waitBeforeResend(seconds), undefined, seconds);
    }
    const sent = await rows.countCodesSince(tx, memberId, idCode, addSeconds(now, -3600));
    if (Math.max(sent.byMember, sent.byPhone) >= MAX_PHONE_CODES_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', messages.tooManyCodes);
    }
    return rows.insertPhoneVerification(tx, {
      memberId,
      phone: idCode,
      codeHash: sha256Hex(code),
      sentAt: now,
      expiresAt: addSeconds(now, PHONE_CODE_LIFETIME_SECONDS),
    });
  });
  try {
    await context.messenger.sendMessage(idCode, phoneCodeText(code));
  } catch (error) {
    await rows.deletePhoneVerification(context.db, verificationId);
    throw messagingFailure(error);
  }
}

/**
 * Checks the newest code sent for the member: a wrong, used, expired or exhausted code is 400 'Invalid verification
 * code' (each try counted before comparing, at most 5); the right one verifies the phone and turns its channel on,
 * once however many requests carry it.
 */
export async function verifyPhoneCode(context: AppContext, memberId: number, code: string): Promise<void> {
  const invalid = () =>
    new AppError('BAD_REQUEST', messages.wrongCode, { verificationCode: messages.wrongCode });
  const latest = await rows.latestPhoneVerification(context.db, memberId);
  const now = context.clock.now();
  if (!latest || latest.usedAt || now >= latest.expiresAt) throw invalid();
  if (!(await claimCodeAttempt(context.db, phoneVerifications, latest.id, MAX_WRONG_PHONE_CODES)))
    throw invalid();
  if (!isSameDigest(sha256Hex(code), latest.codeHash)) throw invalid();
  await context.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, phoneVerifications, latest.id, now))) throw invalid();
    await rows.upsertChannel(
      tx,
      { memberId, type: 'CHANNEL_TALK', idCode: latest.phone, enabled: true, verified: true },
      now,
    );
  });
}
