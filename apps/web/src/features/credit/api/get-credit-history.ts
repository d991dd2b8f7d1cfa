import type { CreditHistoryPage } from '@fanship/domain/payments/credit-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The member's own credit queries. Kept here rather than in lib/query-keys.ts, which every public page downloads
 * first (the first-load budget).
 */
export const creditQueryKeys = {
  all: ['credit'] as const,
  list: (page: number) => ['credit', 'list', { page }] as const,
};

/** GET /api/me/credit-history?page=: a page of the member's own credit history (newest first) and their balance. */
export function getCreditHistory(page: number): Promise<CreditHistoryPage> {
  return apiRequest<CreditHistoryPage>(`/me/credit-history?page=${page}`);
}

export function creditHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: creditQueryKeys.list(page),
    queryFn: () => getCreditHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useCreditHistory(page: number) {
  return useQuery(creditHistoryQueryOptions(page));
}
