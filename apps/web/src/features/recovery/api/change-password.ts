import type { ChangePassword } from '@fanship/domain/schemas/recovery';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(payload: ChangePassword): Promise<unknown> {
  return apiRequest('/auth/change-password', { method: 'POST', body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
