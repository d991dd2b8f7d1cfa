import type { Me } from '@fanship/domain/member';
import { useState } from 'react';
import type { Session } from './get-session.ts';

/**
 * The member an open page belongs to. When the session expires while the page is open, the page keeps
 * its member (and `hasExpired` is set) so it can stay, with what was typed, under the log-in-again dialog;
 * logging out, or opening the page with an expired session, leaves no member.
 */
export function useHeldMember(session: Session | undefined): { member: Me | null; hasExpired: boolean } {
  const [held, setHeld] = useState<Me | null>(null);
  const current = session?.member ?? null;
  if (current && current !== held) setHeld(current);
  if (!current && held && session && !session.isExpired) setHeld(null);
  const member = current ?? (session?.isExpired ? held : null);
  return { member, hasExpired: current === null && member !== null };
}
