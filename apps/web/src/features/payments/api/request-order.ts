import type { Order, OrderRequest } from '@fanship/domain/payments/payment-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPaymentLists } from './refresh-payment-lists.ts';

/** POST /api/orders/request: makes the order (invoice) for the targets with a method; the server computes it all. */
export function requestOrder(values: OrderRequest): Promise<Order> {
  return apiRequest<Order>('/orders/request', { method: 'POST', body: values });
}

export function useRequestOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestOrder, onSettled: () => refreshPaymentLists(queryClient) });
}
