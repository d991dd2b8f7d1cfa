import { type Order, type OrderPage, paymentMessages } from '@fanship/domain/payments/payment-contract';
import type { PaymentMethod } from '@fanship/domain/pricing/money';
import type { RequestListQuery } from '@fanship/domain/requests/request-contract';
import { orderMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { transitionMessages } from '../requests/index.ts';
import { hasCancelledFee } from './fee-lines.repository.ts';
import { assertMethodOffered, insertOrder } from './new-orders.ts';
import { ratesOf, toOrder, toOrders } from './order-answers.ts';
import { closeUnpaidOrder } from './order-closing.ts';
import { lockForPayment, lockOrderWithTargets } from './order-settlement.ts';
import { findOrder, isExpired, listMemberOrders, type OrderRow } from './orders.repository.ts';
import { checkPayable, owed, resolveTargets, targetRefsOf } from './payment-targets.ts';
import { answerWithWindow } from './payment-window.ts';

/** The member's own order by code (404 for another member's). */
export async function ownOrder(context: AppContext, memberId: number, code: string): Promise<OrderRow> {
  const order = await findOrder(context.db, code, memberId);
  if (!order) throw notFound();
  return order;
}

/** An order awaiting payment and still valid (409 otherwise, saying why). */
export async function assertPayable(context: AppContext, order: OrderRow): Promise<void> {
  if (order.status !== 'OR01') {
    throw new AppError('CONFLICT', paymentMessages.orderNotPayable(statusLabel(orderMachine, order.status)));
  }
  if (await hasCancelledFee(context.db, order.id))
    throw new AppError('CONFLICT', paymentMessages.orderInvalid);
  if (isExpired(order, context.clock.now())) throw new AppError('CONFLICT', paymentMessages.orderExpired);
}

/** `GET /orders`: the member's invoices, newest first. */
export async function listOrders(
  context: AppContext,
  memberId: number,
  query: RequestListQuery,
): Promise<OrderPage> {
  const { rows, total } = await listMemberOrders(context.db, memberId, {
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    content: await toOrders(context.db, rows),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
  };
}

/** `GET /orders/{code}`. */
export async function getOrder(context: AppContext, memberId: number, code: string): Promise<Order> {
  return toOrder(context.db, await ownOrder(context, memberId, code));
}

/**
 * `POST /orders/{code}/pay`: pays an invoice awaiting payment. With its own method the payment window opens again
 * (WISE: the deposit form). With another method the invoice is replaced, in one transaction, by a new one for the
 * same fees and credit at the same frozen rates (an order never changes after it is made); the answer is the new one.
 */
export async function payOrder(
  context: AppContext,
  memberId: number,
  code: string,
  method: PaymentMethod,
): Promise<Order> {
  const order = await ownOrder(context, memberId, code);
  await assertPayable(context, order);
  if (method === order.details.paymentMethod) return answerWithWindow(context, order);
  if (method === 'CREDIT') throw new AppError('BAD_REQUEST', paymentMessages.creditNotEnough);
  assertMethodOffered(context, method);
  const now = context.clock.now();
  const replacement = await context.db.transaction(async (tx) => {
    const { current } = await lockForPayment(tx, order);
    if (current.status !== 'OR01') throw new AppError('CONFLICT', transitionMessages.changedMeanwhile);
    await closeUnpaidOrder(context, tx, current, {
      actor: 'member',
      actorMemberId: memberId,
      reason: 'Replaced to pay with another method',
      failure: { code: 'REPLACED', reason: 'Paid with another method.' },
      now,
    });
    const refs = await targetRefsOf(tx, order);
    const targets = await resolveTargets(context, tx, memberId, refs, { now, lock: tx });
    checkPayable(targets);
    return insertOrder(
      context,
      tx,
      memberId,
      targets,
      {
        creditRedeemKrw: order.details.creditRedeemKrw,
        totalAmountKrw: owed(targets),
        discountKrw: order.details.discountKrw,
        method,
        rates: ratesOf(order),
      },
      now,
    );
  });
  return answerWithWindow(context, replacement);
}

/** `POST /orders/{code}/cancel`: only an invoice awaiting payment that is still valid; its fees are free again. */
export async function cancelOrder(context: AppContext, memberId: number, code: string): Promise<Order> {
  const order = await ownOrder(context, memberId, code);
  if (order.status !== 'OR01' || (await hasCancelledFee(context.db, order.id))) {
    throw new AppError('CONFLICT', paymentMessages.orderNotCancellable);
  }
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { current } = await lockOrderWithTargets(tx, order);
    await closeUnpaidOrder(context, tx, current, {
      actor: 'member',
      actorMemberId: memberId,
      failure: { code: 'CANCELLED', reason: 'The invoice was cancelled.' },
      now,
    });
  });
  return getOrder(context, memberId, code);
}
