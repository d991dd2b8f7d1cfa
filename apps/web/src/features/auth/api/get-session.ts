import type { Me } from '@fanship/domain/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Who is signed in: the member, or nobody (and whether a session just expired). */
export type Session = { member: Me | null; isExpired: boolean };

export const signedOutSession: Session = { member: null, isExpired: false };

/** Reads GET /me; a 401 means signed out, with SESSION_EXPIRED telling an expired session apart. */
export async function getSession(): Promise<Session> {
  try {
    const member = await apiRequest<Me>('/me');
    return { member, isExpired: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { member: null, isExpired: error.code === 'SESSION_EXPIRED' };
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session.all,
  queryFn: getSession,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
