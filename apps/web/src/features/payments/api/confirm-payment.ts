import type { ConfirmPaymentAnswer } from '@fanship/domain/payments/payment-contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/{code}/confirm-payment: asks the server to check the payment with its provider (idempotent);
 * status OR03 means paid. The waiting page in the payment window calls it, not the page that opened the window.
 */
export function confirmPayment(code: string): Promise<ConfirmPaymentAnswer> {
  return apiRequest<ConfirmPaymentAnswer>(`/orders/${encodeURIComponent(code)}/confirm-payment`, {
    method: 'POST',
    body: { code },
  });
}
