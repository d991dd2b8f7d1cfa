import type { Me } from '@fanship/domain/member';
import type { SignIn } from '@fanship/domain/schemas/login';
import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { identifyChatMember } from '../../support-chat/index.ts';
import type { Session } from './get-session.ts';

export function signIn(credentials: SignIn): Promise<Me> {
  return apiRequest<Me>('/auth/sign-in', { method: 'POST', body: credentials });
}

/**
 * Signs in and makes the new member the session everywhere. Another member's cached records are dropped;
 * when `returningMember` signs in again (after the session expired on an open page) they are only
 * refreshed, so the open page and what was typed into it stay.
 */
export function useSignIn({ returningMember }: { returningMember?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (member) => {
      const isReturning = member.code === returningMember;
      const others = { predicate: (query: Query) => query.queryKey[0] !== queryKeys.session.all[0] };
      if (!isReturning) queryClient.removeQueries(others);
      queryClient.setQueryData<Session>(queryKeys.session.all, { member, isExpired: false });
      if (isReturning) void queryClient.invalidateQueries(others);
      // Signed up (the sign-up form signs the new member in) or in: the support chat knows them by their code.
      void identifyChatMember(member.code);
    },
  });
}
