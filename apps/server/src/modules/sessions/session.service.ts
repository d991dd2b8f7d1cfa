import type { Role } from '@fanship/domain/member';
import type { AppContext } from '../../lib/app-context.ts';
import { addSeconds } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import {
  deleteMemberSessions,
  deleteSession,
  findSessionWithMember,
  insertSession,
  type MemberRow,
  touchSession,
} from './sessions.repository.ts';

export const SESSION_COOKIE = 'fanship_session';
const TOUCH_INTERVAL_SECONDS = 60;
const MAX_TOKEN_LENGTH = 100;

/** The signed-in account a request acts for. */
export type SessionMember = {
  id: number;
  code: string;
  role: Role;
  row: MemberRow;
  tokenHash: string;
};

/** Starts a session for a member and returns the token to put in the cookie (only its hash is stored). */
export async function createSession(
  context: AppContext,
  memberId: number,
  client: { userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomToken(32);
  const now = context.clock.now();
  await insertSession(context.db, {
    tokenHash: sha256Hex(token),
    memberId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addSeconds(now, context.config.sessionAbsoluteSeconds),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip?.slice(0, 64) ?? null,
  });
  return token;
}

/** Finds the live session of a cookie token, sliding its idle expiry; an expired session is deleted and yields null. */
export async function resolveSession(context: AppContext, token: string): Promise<SessionMember | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = sha256Hex(token);
  const found = await findSessionWithMember(context.db, tokenHash);
  if (!found) return null;
  const now = context.clock.now();
  const idleUntil = addSeconds(found.session.lastSeenAt, context.config.sessionIdleSeconds);
  if (now >= found.session.expiresAt || now >= idleUntil) {
    await deleteSession(context.db, tokenHash);
    return null;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_SECONDS * 1000) {
    await touchSession(context.db, tokenHash, now);
  }
  const member = found.member;
  return { id: member.id, code: member.code, role: member.role as Role, row: member, tokenHash };
}

/** Ends the session a cookie token belongs to, if any. */
export async function endSession(context: AppContext, token: string): Promise<void> {
  if (token.length > 0 && token.length <= MAX_TOKEN_LENGTH) await deleteSession(context.db, sha256Hex(token));
}

/** Ends every session of a member except, optionally, the one making the request. */
export async function endMemberSessions(context: AppContext, memberId: number, exceptTokenHash?: string) {
  await deleteMemberSessions(context.db, memberId, exceptTokenHash);
}
