import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import {
  claimPasswordCheck,
  clearPasswordChecks,
  deleteSettledThrottles,
  findLockedUntil,
  lockAccount,
} from './sign-in-throttle.repository.ts';

export const tooManyFailuresMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`;

/** The throttle key of an account: its member id, or the name tried when no member has it. */
export function accountKey(member: { id: number } | undefined, username: string): string {
  return member ? memberAccountKey(member.id) : `name:${username.toLowerCase()}`;
}

export function memberAccountKey(memberId: number): string {
  return `member:${memberId}`;
}

/**
 * Runs one password check for an account under its back-off: the check is counted before it runs (so
 * parallel guesses cannot all slip in before the count), a success clears the count, and from the
 * `freeFailures`-th check on each check locks the account for a doubling time. A locked account is refused
 * with 429 without checking anything.
 */
export async function checkPasswordWithBackoff(
  context: AppContext,
  key: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { freeFailures, firstLockSeconds, maxLockSeconds, resetSeconds } = context.config.signInBackoff;
  const now = context.clock.now();
  const failures = await context.db.transaction(async (tx) => {
    const count = await claimPasswordCheck(tx, key, now, addSeconds(now, -resetSeconds));
    if (count !== undefined && count >= freeFailures) {
      const seconds = Math.min(maxLockSeconds, firstLockSeconds * 2 ** (count - freeFailures));
      await lockAccount(tx, key, addSeconds(now, seconds));
    }
    return count;
  });
  if (failures === undefined) {
    const lockedUntil = await findLockedUntil(context.db, key);
    const seconds = lockedUntil ? Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) : 1;
    throw new AppError('TOO_MANY_REQUESTS', tooManyFailuresMessage(Math.max(1, seconds)));
  }
  const isValid = await check();
  if (isValid) await clearPasswordChecks(context.db, key);
  return isValid;
}

/** The background job's part: forgets the failure counts that no longer count (see `deleteSettledThrottles`). */
export function pruneSettledThrottles(
  context: Pick<AppContext, 'db' | 'config'>,
  now: Date,
): Promise<number> {
  return deleteSettledThrottles(context.db, now, addSeconds(now, -context.config.signInBackoff.resetSeconds));
}
