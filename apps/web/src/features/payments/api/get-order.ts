import type { Order } from '@fanship/domain/payments/payment-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/orders/{code}: one of the member's invoices. */
export function getOrder(code: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(code)}`);
}

export function orderQueryOptions(code: string) {
  return queryOptions({ queryKey: queryKeys.orders.detail(code), queryFn: () => getOrder(code) });
}

export function useOrder(code: string) {
  return useQuery(orderQueryOptions(code));
}
