import { type Order, type PaymentWindow, paymentMessages } from '@fanship/domain/payments/payment-contract';
import type { WindowPaymentMethod } from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findMember } from '../requests/index.ts';
import { settleAttempt } from './attempt-settlement.ts';
import { toOrder } from './order-answers.ts';
import {
  closeAttempt,
  findNewestAttempt,
  findOrder,
  insertAttempt,
  type OrderRow,
} from './orders.repository.ts';

/** The order's answer, starting its payment window when it is paid through one. */
export async function answerWithWindow(context: AppContext, order: OrderRow): Promise<Order> {
  const method = order.details.paymentMethod;
  if (order.status !== 'OR01' || (method !== 'PAYPAL' && method !== 'CARD'))
    return toOrder(context.db, order);
  const payment = await startWindowPayment(context, order, method);
  if (payment) return toOrder(context.db, order, payment);
  return toOrder(context.db, (await findOrder(context.db, order.code)) ?? order);
}

export const providerMessages = {
  unavailable: (code: string) =>
    `The payment provider did not answer. Your invoice ${code} is kept: try again from your invoices.`,
} as const;

function returnAddresses(context: AppContext, order: OrderRow, channel: PaymentWindow['channel']) {
  const base = context.config.publicUrl;
  const returnUrl = new URL('/payment/success', base);
  returnUrl.searchParams.set('channel_key', channel);
  returnUrl.searchParams.set('merchant_order_ref', order.code);
  returnUrl.searchParams.set('status_code', '1000');
  const cancelUrl = new URL('/payment/failure', base);
  cancelUrl.searchParams.set('channel_key', channel);
  cancelUrl.searchParams.set('merchant_order_ref', order.code);
  cancelUrl.searchParams.set('status_code', 'CANCELLED');
  cancelUrl.searchParams.set('status_reason', 'The payment was cancelled.');
  return { returnUrl: returnUrl.toString(), cancelUrl: cancelUrl.toString() };
}

/**
 * Starts (or reopens) the payment window for an order, as a new attempt on the same frozen order. An attempt still
 * open with the same provider and amount is reopened only while it can still be approved: the provider is asked
 * first, and one declined, failed or expired is closed and a new one started (a retry with the same card); one
 * approved or paid meanwhile is settled, and the answer is null (no window: the order is paid). The provider's
 * failure leaves the order unpaid and payable again (502 with why).
 */
async function startWindowPayment(
  context: AppContext,
  order: OrderRow,
  method: WindowPaymentMethod,
): Promise<PaymentWindow | null> {
  const provider = context.payments.forMethod(method);
  if (!provider) throw new AppError('CONFLICT', paymentMessages.methodUnavailable);
  const channel = method === 'PAYPAL' ? 'PAYPAL' : 'PAYLETTER';
  let open = await findNewestAttempt(context.db, order.id, 'OPEN');
  if (open && open.provider === provider.name && open.amountCents === order.details.amountUsdCents) {
    const outcome = await settleAttempt(context, order, open);
    if (outcome.state === 'PAID') return null;
    if (outcome.state === 'PENDING') return { channel, approveUrl: open.approveUrl };
    open = undefined;
  }
  const member = await findMember(context.db, order.memberId);
  if (!member) throw notFound();
  const idempotencyKey = `${order.code}-${method}-${Date.now().toString(36)}`;
  let started: Awaited<ReturnType<typeof provider.start>>;
  try {
    started = await provider.start({
      orderCode: order.code,
      method,
      amountCents: order.details.amountUsdCents,
      currency: 'USD',
      description: `Order Information - ${order.code}`,
      items: [
        {
          id: order.code,
          name: `Invoice ${order.code}`,
          priceCents: order.details.amountUsdCents,
          quantity: 1,
        },
      ],
      payer: {
        memberCode: member.code,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
      },
      ...returnAddresses(context, order, channel),
      idempotencyKey,
    });
  } catch {
    // The adapters report their failures as PaymentProviderError; anything else from a provider is no answer too.
    throw new AppError('UPSTREAM', providerMessages.unavailable(order.code));
  }
  const now = context.clock.now();
  if (open && open.providerRef !== started.providerRef) {
    await closeAttempt(
      context.db,
      open.id,
      { status: 'FAILED', failureCode: 'SUPERSEDED', failureReason: 'A new payment window was opened.' },
      now,
    );
  }
  await insertAttempt(
    context.db,
    {
      orderRequestId: order.id,
      provider: provider.name,
      method,
      providerRef: started.providerRef,
      idempotencyKey,
      approveUrl: started.approveUrl,
      amountCents: order.details.amountUsdCents,
    },
    now,
  );
  return { channel, approveUrl: started.approveUrl };
}
