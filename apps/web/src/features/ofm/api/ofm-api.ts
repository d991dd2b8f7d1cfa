import type { OfmPage, OfmPurchaseItem, OfmRequest } from '@fanship/domain/requests/ofm';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ofmKeys } from './ofm-keys.ts';

/** GET /api/ofm-services?page=: a page of the member's requests, newest first. */
export function useOfmRequests(page: number) {
  return useQuery({
    queryKey: ofmKeys.list({ page }),
    queryFn: () => apiRequest<OfmPage>(`/ofm-services?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ofm-services/{code}: one of the member's requests with its timeline. */
export function useOfmRequest(code: string) {
  return useQuery({
    queryKey: ofmKeys.detail(code),
    queryFn: () => apiRequest<OfmRequest>(`/ofm-services/${encodeURIComponent(code)}`),
  });
}

/** GET /api/ofm-services/{code}/purchase-items: what was bought (shown once the request is completed). */
export function usePurchaseItems(code: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...ofmKeys.detail(code), 'purchase-items'],
    queryFn: () => apiRequest<OfmPurchaseItem[]>(`/ofm-services/${encodeURIComponent(code)}/purchase-items`),
    enabled: isEnabled,
  });
}

/** POST /api/ofm-services/{code}/cancel; the cached requests and the shop's stock are read again after. */
export function useCancelOfmRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<void>(`/ofm-services/${encodeURIComponent(code)}/cancel`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ofmKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shopProducts.all }),
      ]),
  });
}
