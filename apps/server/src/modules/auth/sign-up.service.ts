import { randomBytes, randomInt } from 'node:crypto';
import { memberCodeFromBytes } from '@fanship/domain/schemas/member-code';
import { type SignUp, signUpMessages } from '@fanship/domain/schemas/sign-up';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import { isSameDigest, isUniqueViolation, sha256Hex } from '../../lib/tokens.ts';
import { enqueueMail, verificationCodeMail } from '../mail/index.ts';
import { applySignUpReferral, invalidReferralCode, isKnownReferralCode } from '../referrals/index.ts';
import { findMemberByEmail, insertMember } from './auth.repository.ts';
import { hashMemberPassword } from './auth.service.ts';
import {
  claimVerificationAttempt,
  findLatestVerification,
  insertVerification,
  markVerificationUsed,
} from './verification.repository.ts';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const RESEND_INTERVAL_SECONDS = 60;
export const MAX_WRONG_CODE_ATTEMPTS = 5;
const MEMBER_CODE_TRIES = 5;

export const verificationMessages = {
  expired: 'Verification code has expired. Please request a new one.',
  wrong: 'Invalid verification code',
  tooManyWrong: 'Too many wrong attempts. Please request a new verification code.',
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
} as const;

function emailInUse(): AppError {
  return new AppError('CONFLICT', signUpMessages.emailInUse, { email: signUpMessages.emailInUse });
}

/** Whether an email may be used for a new account (no member has it, in any letter case). */
export async function isEmailAvailable(context: AppContext, email: string): Promise<boolean> {
  return !(await findMemberByEmail(context.db, email));
}

/** Mails a new 6-digit sign-up code, refusing registered emails and resends within 60 seconds. */
export async function sendVerificationCode(context: AppContext, email: string): Promise<void> {
  if (!(await isEmailAvailable(context, email))) throw emailInUse();
  const now = context.clock.now();
  const latest = await findLatestVerification(context.db, email);
  if (latest) {
    const waitMs = latest.sentAt.getTime() + RESEND_INTERVAL_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        verificationMessages.waitBeforeResend(Math.ceil(waitMs / 1000)),
      );
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await context.db.transaction(async (tx) => {
    await insertVerification(tx, {
      email,
      codeHash: sha256Hex(code),
      sentAt: now,
      expiresAt: addSeconds(now, CODE_LIFETIME_SECONDS),
    });
    await enqueueMail(tx, verificationCodeMail(email, code), now);
  });
}

/** Checks the newest code sent to the email, counting a wrong try; throws the message the form shows. */
async function consumeVerificationCode(context: AppContext, email: string, code: string): Promise<number> {
  const latest = await findLatestVerification(context.db, email);
  const fail = (message: string) => new AppError('VALIDATION', message, { verificationCode: message });
  if (!latest) throw fail(signUpMessages.emailVerificationRequired);
  if (latest.usedAt || context.clock.now() >= latest.expiresAt) throw fail(verificationMessages.expired);
  // The try is counted before the code is compared, so parallel guesses cannot all be compared.
  if (!(await claimVerificationAttempt(context.db, latest.id, MAX_WRONG_CODE_ATTEMPTS))) {
    throw fail(verificationMessages.tooManyWrong);
  }
  if (!isSameDigest(sha256Hex(code), latest.codeHash)) throw fail(verificationMessages.wrong);
  return latest.id;
}

/** Creates a member from a verified sign-up and returns the new member code (it does not sign in). */
export async function signUp(context: AppContext, input: SignUp): Promise<{ code: string }> {
  if (!(await isEmailAvailable(context, input.email))) throw emailInUse();
  // Refused before the code is used up; the sign-up's transaction checks it again (`applySignUpReferral`).
  if (input.referralCode && !(await isKnownReferralCode(context, input.referralCode))) {
    throw invalidReferralCode();
  }
  const verificationId = await consumeVerificationCode(context, input.email, input.verificationCode);
  const passwordHash = await hashMemberPassword(context, input.password);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    if (!(await markVerificationUsed(tx, verificationId, now))) {
      const message = verificationMessages.expired;
      throw new AppError('VALIDATION', message, { verificationCode: message });
    }
    for (let attempt = 1; ; attempt++) {
      const code = memberCodeFromBytes(randomBytes(7));
      try {
        const member = await tx.transaction((savepoint) =>
          insertMember(savepoint, {
            code,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            countryCode: input.countryCode,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          }),
        );
        if (input.referralCode) {
          await applySignUpReferral(tx, { id: member.id, referralCode: input.referralCode, now });
        }
        return { code: member.code };
      } catch (error) {
        if (isUniqueViolation(error, 'members_email_lower_idx')) throw emailInUse();
        if (!isUniqueViolation(error) || attempt >= MEMBER_CODE_TRIES) throw error;
      }
    }
  });
}
