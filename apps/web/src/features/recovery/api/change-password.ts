import type { ChangePassword } from '@fanship/domain/schemas/recovery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(payload: ChangePassword): Promise<unknown> {
  return apiRequest('/auth/change-password', { method: 'POST', body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** POST /auth/check-change-password: whether the link can still be used (a 400 when used, expired or unknown). */
export function useChangePasswordLinkCheck(requestId: string) {
  return useQuery({
    queryKey: ['recovery', 'link-check', requestId],
    queryFn: () => apiRequest('/auth/check-change-password', { method: 'POST', body: { requestId } }),
    enabled: requestId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
