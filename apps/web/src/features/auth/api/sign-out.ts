import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { endChatMember } from '../../support-chat/index.ts';
import { signedOutSession } from './get-session.ts';

export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/sign-out', { method: 'POST' });
}

/** Signs out and forgets every cached answer that belonged to the member. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session.all, signedOutSession);
      void endChatMember();
    },
  });
}
