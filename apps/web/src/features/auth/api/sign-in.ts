import type { Me } from '@fanship/domain/member';
import type { SignIn } from '@fanship/domain/schemas/login';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { Session } from './get-session.ts';

export function signIn(credentials: SignIn): Promise<Me> {
  return apiRequest<Me>('/auth/sign-in', { method: 'POST', body: credentials });
}

/** Signs in and makes the new member the session everywhere. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (member) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
      queryClient.setQueryData<Session>(queryKeys.session.all, { member, isExpired: false });
    },
  });
}
