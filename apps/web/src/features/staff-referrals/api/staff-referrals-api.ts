import type { StaffReferralPage } from '@fanship/domain/schemas/referral';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/staff/referrals?search=&page=: who invited whom and the rewards paid. */
export function useStaffReferrals(filters: { search: string; page: number }) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search) params.set('search', filters.search);
  return useQuery({
    queryKey: ['staff-referrals', 'list', filters],
    queryFn: () => apiRequest<StaffReferralPage>(`/staff/referrals?${params}`),
    placeholderData: keepPreviousData,
  });
}
