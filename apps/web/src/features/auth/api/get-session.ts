import type { Me } from '@fanship/domain/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Who is signed in: the member, or nobody (and whether a session just expired). */
export type Session = { member: Me | null; isExpired: boolean };

export const signedOutSession: Session = { member: null, isExpired: false };

/**
 * Reads GET /auth/session: 200 for everyone, so a visitor's page load makes no failing request; `isExpired`
 * tells a session that has just ended apart from a visitor (decision 010).
 */
export function getSession(): Promise<Session> {
  return apiRequest<Session>('/auth/session');
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session.all,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
