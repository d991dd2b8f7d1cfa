import type { SignUp } from '@fanship/domain/schemas/sign-up';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function signUp(payload: SignUp): Promise<{ code: string }> {
  return apiRequest<{ code: string }>('/auth/sign-up', { method: 'POST', body: payload });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
