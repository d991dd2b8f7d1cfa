import { paymentMessages } from '@fanship/domain/payments/payment-contract';

/** The Payment Failure text of spec §8 with the reason and status in parentheses. */
export function paymentFailureText(reason: string, status: string): string {
  const details = [reason, status].filter((part) => part.trim() !== '').join(', ');
  return details ? `${paymentMessages.paymentFailure} (${details})` : paymentMessages.paymentFailure;
}
