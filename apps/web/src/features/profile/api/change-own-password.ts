import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type ChangeOwnPassword = { currentPassword: string; password: string };

export function changeOwnPassword(payload: ChangeOwnPassword): Promise<unknown> {
  return apiRequest('/me/change-password', { method: 'POST', body: payload });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
