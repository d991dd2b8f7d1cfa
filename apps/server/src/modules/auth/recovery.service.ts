import { recoveryMessages } from '@fanship/domain/schemas/recovery';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import { enqueueMail, memberIdMail, passwordResetMail } from '../mail/index.ts';
import { deleteMemberSessions } from '../sessions/index.ts';
import { findMemberByEmail, updateMemberPassword } from './auth.repository.ts';
import { hashMemberPassword } from './auth.service.ts';
import { insertResetRequest, isResetRequestLive, useResetRequest } from './recovery.repository.ts';

export const RESET_REQUEST_LIFETIME_SECONDS = 30 * 60;

/** Mails the member code to the address when a member has it; answers the same either way. */
export async function findId(context: AppContext, email: string): Promise<void> {
  const member = await findMemberByEmail(context.db, email);
  if (member) await enqueueMail(context.db, memberIdMail(member.email, member.code), context.clock.now());
}

/** Mails a single-use change-password link when the code and email belong to one member; silent otherwise. */
export async function requestPasswordChange(
  context: AppContext,
  input: { memberCode: string; email: string },
): Promise<void> {
  const member = await findMemberByEmail(context.db, input.email);
  if (!member || member.code !== input.memberCode.toUpperCase()) return;
  const requestId = randomToken(32);
  const now = context.clock.now();
  const link = `${context.config.publicUrl}/recovery/change-password?requestId=${encodeURIComponent(requestId)}`;
  await context.db.transaction(async (tx) => {
    await insertResetRequest(tx, {
      idHash: sha256Hex(requestId),
      memberId: member.id,
      createdAt: now,
      expiresAt: addSeconds(now, RESET_REQUEST_LIFETIME_SECONDS),
    });
    await enqueueMail(tx, passwordResetMail(member.email, link), now);
  });
}

/** Checks a reset link when its page opens: unknown, used or expired is the same 400 the change would give. */
export async function checkPasswordChangeRequest(context: AppContext, requestId: string): Promise<void> {
  if (!(await isResetRequestLive(context.db, sha256Hex(requestId), context.clock.now()))) {
    throw new AppError('BAD_REQUEST', recoveryMessages.requestInvalid);
  }
}

/** Sets a new password through a reset link, using the link up and ending all the member's sessions. */
export async function changePasswordWithRequest(
  context: AppContext,
  input: { requestId: string; password: string },
): Promise<void> {
  const idHash = sha256Hex(input.requestId);
  const invalid = () => new AppError('BAD_REQUEST', recoveryMessages.requestInvalid);
  if (!(await isResetRequestLive(context.db, idHash, context.clock.now()))) throw invalid();
  const passwordHash = await hashMemberPassword(context, input.password);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const memberId = await useResetRequest(tx, idHash, now);
    if (memberId === undefined) throw invalid();
    await updateMemberPassword(tx, memberId, passwordHash, now);
    await deleteMemberSessions(tx, memberId);
  });
}
