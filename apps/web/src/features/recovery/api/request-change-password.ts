import type { RequestChangePassword } from '@fanship/domain/schemas/recovery';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestChangePassword(payload: RequestChangePassword): Promise<unknown> {
  return apiRequest('/auth/request-change-password', { method: 'POST', body: payload });
}

export function useRequestChangePassword() {
  return useMutation({ mutationFn: requestChangePassword });
}
