import type { Order } from '@fanship/domain/payments/payment-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPaymentLists } from './refresh-payment-lists.ts';

/** POST /api/orders/{code}/cancel: cancels an invoice awaiting payment (its fees can be paid again). */
export function cancelOrder(code: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(code)}/cancel`, { method: 'POST' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => refreshPaymentLists(queryClient) });
}
