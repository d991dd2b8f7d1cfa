import type { Order } from '@fanship/domain/payments/payment-contract';
import type { PaymentMethod } from '@fanship/domain/pricing/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshPaymentLists } from './refresh-payment-lists.ts';

/** POST /api/orders/{code}/pay: pays an invoice awaiting payment with a method, at the invoice's own rates. */
export function payOrder(code: string, paymentMethod: PaymentMethod): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(code)}/pay`, {
    method: 'POST',
    body: { paymentMethod },
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paymentMethod }: { code: string; paymentMethod: PaymentMethod }) =>
      payOrder(code, paymentMethod),
    onSettled: () => refreshPaymentLists(queryClient),
  });
}
