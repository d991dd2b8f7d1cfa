import type { UpdateMe } from '@fanship/domain/catalogue/interests';
import type { Me, Role } from '@fanship/domain/member';
import { loginMessages, type SignIn } from '@fanship/domain/schemas/login';
import { currentPasswordWrongMessage } from '@fanship/domain/schemas/recovery';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { creditBalance } from '../credit/index.ts';
import { memberInterests, setMemberInterests } from '../interests/index.ts';
import { describeChannels } from '../notification-channels/index.ts';
import { createSession, endMemberSessions, type SessionMember } from '../sessions/index.ts';
import {
  findMemberByCode,
  findMemberByEmail,
  type MemberRow,
  updateMemberPassword,
} from './auth.repository.ts';
import { accountKey, checkPasswordWithBackoff, memberAccountKey } from './sign-in-throttle.service.ts';

const dummyHashes = new Map<number, Promise<string>>();

/** A hash to verify against when the user is unknown, so both answers take the same time. */
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('dummy-password-1!', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Shapes a member row, their credit balance, interests and channels as GET /me answers it. */
function toMe(
  member: MemberRow,
  creditAmount: number,
  interests: Me['interests'],
  notificationChannels: Me['notificationChannels'],
): Me {
  return {
    code: member.code,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    countryCode: member.countryCode,
    role: member.role as Role,
    creditAmount,
    referralCode: member.referralCode,
    interests,
    notificationChannels,
    createdAt: member.createdAt.toISOString(),
  };
}

/**
 * The signed-in member as GET /me and the session check answer it, with their credit balance from the ledger and
 * their interest keywords.
 */
export async function describeMe(context: AppContext, member: MemberRow): Promise<Me> {
  const [credit, interests, channels] = await Promise.all([
    creditBalance(context.db, member.id),
    memberInterests(context, member.id),
    describeChannels(context.db, member.id),
  ]);
  return toMe(member, credit, interests, channels);
}

/** PATCH /me: replaces the member's interests and answers the member as GET /me does. */
export async function updateMe(context: AppContext, member: MemberRow, changes: UpdateMe): Promise<Me> {
  await setMemberInterests(context, member.id, changes.interests);
  return describeMe(context, member);
}

/** Hashes a password at the configured cost. */
export function hashMemberPassword(context: AppContext, password: string): Promise<string> {
  return hashPassword(password, context.config.passwordHashCost);
}

/** Checks a member code (any letter case) or email with its password and opens a session. */
export async function signIn(
  context: AppContext,
  input: SignIn,
  client: { userAgent?: string; ip?: string },
): Promise<{ me: Me; token: string }> {
  const username = input.username.trim();
  const member = username.includes('@')
    ? await findMemberByEmail(context.db, username)
    : await findMemberByCode(context.db, username);
  const isValid = await checkPasswordWithBackoff(context, accountKey(member, username), () =>
    member
      ? verifyPassword(input.password, member.passwordHash)
      : dummyHash(context.config.passwordHashCost)
          .then((hash) => verifyPassword(input.password, hash))
          .then(() => false),
  );
  if (!member || !isValid) throw new AppError('WRONG_CREDENTIALS', loginMessages.wrongCredentials);
  const token = await createSession(context, member.id, client);
  return { me: await describeMe(context, member), token };
}

/** Changes the signed-in member's password after checking the current one, ending their other sessions. */
export async function changeOwnPassword(
  context: AppContext,
  member: SessionMember,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const isCurrent = await checkPasswordWithBackoff(context, memberAccountKey(member.id), () =>
    verifyPassword(input.currentPassword, member.row.passwordHash),
  );
  if (!isCurrent) {
    throw new AppError('VALIDATION', currentPasswordWrongMessage, {
      currentPassword: currentPasswordWrongMessage,
    });
  }
  const passwordHash = await hashMemberPassword(context, input.password);
  await updateMemberPassword(context.db, member.id, passwordHash, context.clock.now());
  await endMemberSessions(context, member.id, member.tokenHash);
}
