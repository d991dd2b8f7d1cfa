import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/payments/wise-account: Fanship's Wise account that bank transfers are sent to. */
export function getWiseAccount(): Promise<WiseAccount> {
  return apiRequest<WiseAccount>('/payments/wise-account');
}

/** The account rarely changes: read once per visit. */
export function useWiseAccount() {
  return useQuery({
    queryKey: ['wise-account'],
    queryFn: getWiseAccount,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
