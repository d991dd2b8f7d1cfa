import type { OrderPage } from '@fanship/domain/payments/payment-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Invoices per page of the /invoices list. */
export const INVOICES_PAGE_SIZE = 10;

/** GET /api/orders?page=&size=: a page of the member's invoices, newest first. */
export function getOrders(page: number): Promise<OrderPage> {
  return apiRequest<OrderPage>(`/orders?page=${page}&size=${INVOICES_PAGE_SIZE}`);
}

export function ordersQueryOptions(page: number) {
  return queryOptions({ queryKey: queryKeys.orders.list({ page }), queryFn: () => getOrders(page) });
}

export function useOrders(page: number) {
  return useQuery({ ...ordersQueryOptions(page), placeholderData: keepPreviousData });
}
