import type { FindId } from '@fanship/domain/schemas/recovery';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function findId(payload: FindId): Promise<unknown> {
  return apiRequest('/auth/find-id', { method: 'POST', body: payload });
}

export function useFindId() {
  return useMutation({ mutationFn: findId });
}
