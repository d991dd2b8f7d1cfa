import type { CreditHistoryPage } from '@fanship/domain/payments/credit-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The member's credit history queries sit under the member's detail key, so refreshing the member refreshes them. */
export const memberCreditHistoryKey = (code: string) =>
  [...queryKeys.staffMembers.detail(code), 'credit'] as const;

/** GET /api/staff/members/{code}/credit-history?page=: a member's credit history and balance, for staff. */
export function getMemberCreditHistory(code: string, page: number): Promise<CreditHistoryPage> {
  return apiRequest<CreditHistoryPage>(
    `/staff/members/${encodeURIComponent(code)}/credit-history?page=${page}`,
  );
}

export function memberCreditHistoryQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: [...memberCreditHistoryKey(code), { page }],
    queryFn: () => getMemberCreditHistory(code, page),
    placeholderData: keepPreviousData,
  });
}

export function useMemberCreditHistory(code: string, page: number) {
  return useQuery(memberCreditHistoryQueryOptions(code, page));
}
