import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function sendVerificationCode(email: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/email-verification/send', { method: 'POST', body: { email } });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
