import type { OrderPreview, TargetRef } from '@fanship/domain/payments/payment-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/orders/preview: the Payment Detail of targets before an order exists (the server computes it all). */
export function previewOrder(targets: TargetRef[], creditRedeemAmount: number): Promise<OrderPreview> {
  return apiRequest<OrderPreview>('/orders/preview', {
    method: 'POST',
    body: { targets, creditRedeemAmount },
  });
}

export function orderPreviewQueryOptions(targets: TargetRef[], creditRedeemAmount: number) {
  return queryOptions({
    queryKey: [...queryKeys.orders.all, 'preview', { targets, creditRedeemAmount }] as const,
    queryFn: () => previewOrder(targets, creditRedeemAmount),
    // A preview is asked each time it is opened: fees and credit change with every payment.
    staleTime: 0,
    gcTime: 30_000,
  });
}

/**
 * The preview for the targets and the credit to redeem; while a new amount of credit is asked, the last answer
 * stays on screen (`isPlaceholderData`).
 */
export function useOrderPreview(targets: TargetRef[], creditRedeemAmount: number) {
  return useQuery({
    ...orderPreviewQueryOptions(targets, creditRedeemAmount),
    placeholderData: keepPreviousData,
  });
}
