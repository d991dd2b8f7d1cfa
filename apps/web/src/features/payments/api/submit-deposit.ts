import type { DepositValues, Order } from '@fanship/domain/payments/payment-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPaymentLists } from './refresh-payment-lists.ts';

/** POST /api/orders/{code}/deposit: the member says they sent the Wise transfer (the invoice becomes OR02). */
export function submitDeposit(code: string, values: DepositValues): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(code)}/deposit`, { method: 'POST', body: values });
}

export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, values }: { code: string; values: DepositValues }) => submitDeposit(code, values),
    // Refused too (409: the invoice expired or closed meanwhile), the page behind the form shows it as it is now.
    onSettled: () => refreshPaymentLists(queryClient),
  });
}
