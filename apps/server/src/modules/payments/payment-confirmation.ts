import type { ConfirmPaymentAnswer } from '@fanship/domain/payments/payment-contract';
import type { AppContext } from '../../lib/app-context.ts';
import { settleAttempt } from './attempt-settlement.ts';
import { hasCancelledFee } from './fee-lines.repository.ts';
import { ownOrder } from './invoices.service.ts';
import {
  findAttemptByRef,
  findNewestAttempt,
  findOrder,
  findOrdersByIds,
  type OrderRow,
} from './orders.repository.ts';

/**
 * `POST /orders/{code}/confirm-payment`: how the order's payment stands, settling it when the provider says it is
 * paid. Safe to call any number of times, at once too: the order is settled once.
 */
export async function confirmPayment(
  context: AppContext,
  memberId: number,
  code: string,
): Promise<ConfirmPaymentAnswer> {
  const order = await ownOrder(context, memberId, code);
  return confirmOrder(context, order);
}

/**
 * How an order's payment stands, settling it when its open attempt is paid at the provider: the one path the
 * waiting page and the webhooks take.
 */
async function confirmOrder(context: AppContext, order: OrderRow): Promise<ConfirmPaymentAnswer> {
  let failure: ConfirmPaymentAnswer['failure'] = null;
  if (order.status === 'OR01') {
    const attempt = await findNewestAttempt(context.db, order.id, 'OPEN');
    if (attempt) {
      const outcome = await settleAttempt(context, order, attempt);
      if (outcome.state === 'FAILED') failure = { code: outcome.code, reason: outcome.reason };
    } else {
      const latest = await findNewestAttempt(context.db, order.id);
      if (latest?.status === 'FAILED' && latest.failureCode && latest.failureReason) {
        failure = { code: latest.failureCode, reason: latest.failureReason };
      }
    }
  }
  const current = (await findOrder(context.db, order.code)) ?? order;
  return {
    code: current.code,
    status: current.status as ConfirmPaymentAnswer['status'],
    valid: !(await hasCancelledFee(context.db, current.id)),
    failure,
  };
}

/**
 * A provider's verified webhook notice: the order its payment belongs to (by the attempt's reference, else the order
 * code the notice names) is confirmed like the waiting page confirms it. A notice for no order of ours changes
 * nothing.
 */
export async function confirmFromWebhook(
  context: AppContext,
  provider: string,
  notice: { providerRef: string; orderCode?: string },
): Promise<void> {
  const attempt = await findAttemptByRef(context.db, provider, notice.providerRef);
  const order = attempt
    ? (await findOrdersByIds(context.db, [attempt.orderRequestId]))[0]
    : notice.orderCode
      ? await findOrder(context.db, notice.orderCode)
      : undefined;
  if (order) await confirmOrder(context, order);
}
