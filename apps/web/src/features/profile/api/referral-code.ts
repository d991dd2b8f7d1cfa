import type { ReferralCodeAnswer } from '@fanship/domain/schemas/referral';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The member's referral code: the one GET /me answered (`known`), else `POST /me/create-referral-code`, which is
 * idempotent (it makes the code the first time and answers the same one after), so the profile reads it as a query.
 */
export function useReferralCode(known: string | null) {
  return useQuery({
    queryKey: ['me', 'referral-code'],
    queryFn: () => apiRequest<ReferralCodeAnswer>('/me/create-referral-code', { method: 'POST' }),
    initialData: known ? { referralCode: known } : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
