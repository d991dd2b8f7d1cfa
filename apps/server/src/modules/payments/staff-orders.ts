import {
  paymentMessages,
  paymentMethodLabels,
  type StaffOrder,
  staffOrderSchema,
} from '@fanship/domain/payments/payment-contract';
import {
  type ConfirmDepositValues,
  confirmDepositMessages,
  depositDifferenceText,
} from '@fanship/domain/payments/wise-contract';
import {
  formatKrw,
  formatUsdCents,
  type PaymentMethod,
  roundDollarsToCents,
} from '@fanship/domain/pricing/money';
import { movesFrom, orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeCreditEntry } from '../credit/credit-ledger.ts';
import { transition } from '../requests/request-transition.ts';
import { findMember, listHistory, type RequestRow } from '../requests/requests.repository.ts';
import { toHistoryEntries } from '../requests/requests.service.ts';
import type { StaffRequestKind } from '../requests/staff-request-kinds.ts';
import { toOrder } from './order-answers.ts';
import { paidWon, refundRoom } from './order-refunds.ts';
import { lockOrderWithTargets, moveTargets, settleOrder } from './order-settlement.ts';
import {
  findOrder,
  findOrdersByIds,
  listAttempts,
  type OrderRow,
  updateOrderDetails,
} from './orders.repository.ts';

export const staffOrderMessages = {
  noDeposit: 'This invoice has no deposit awaiting confirmation.',
  notPaid: 'Only a paid invoice can be refunded.',
  alreadyRefunded: 'This invoice was already refunded to credit.',
  refundTooHigh: paymentMessages.refundTooHigh,
  cannotCancel: 'Invoices are cancelled by the member, or by the system when a fee is cancelled.',
} as const;

async function load(context: AppContext, code: string): Promise<OrderRow> {
  const order = await findOrder(context.db, code);
  if (!order) throw notFound();
  return order;
}

/** The order as the staff console shows it: the member's view plus the member, history, tries and refunds. */
export async function describeStaffOrder(context: AppContext, order: OrderRow): Promise<StaffOrder> {
  const [answer, member, history, attempts, refunds] = await Promise.all([
    toOrder(context.db, order),
    findMember(context.db, order.memberId),
    listHistory(context.db, order.id),
    listAttempts(context.db, order.id),
    refundRoom(context, context.db, order),
  ]);
  if (!member) throw notFound();
  return {
    ...answer,
    member: { code: member.code, name: `${member.firstName} ${member.lastName}`, email: member.email },
    history: toHistoryEntries(orderMachine, history),
    actions: movesFrom(orderMachine, order.status, 'staff').map(({ to, action }) => ({ to, action })),
    attempts: attempts.map((attempt) => ({
      provider: attempt.provider,
      method: attempt.method as PaymentMethod,
      providerRef: attempt.providerRef,
      providerPaymentId: attempt.providerPaymentId,
      status: attempt.status as StaffOrder['attempts'][number]['status'],
      amountCents: attempt.amountCents,
      failureCode: attempt.failureCode,
      failureReason: attempt.failureReason,
      createdAt: attempt.createdAt.toISOString(),
    })),
    refundedKrw: refunds.refundedKrw,
    refundedToCreditKrw: refunds.toCreditKrw,
    refundableKrw: order.status === 'OR03' ? refunds.leftKrw : 0,
  };
}

/**
 * `POST /staff/orders/{code}/confirm-deposit`: the Wise transfer arrived; the order is paid like any other, with
 * what actually arrived (staff say it; their form starts from the member's reported amount) as what was paid. When that is not
 * the invoice's amount staff must say what is done with the difference: it goes into the order's history with both
 * amounts.
 */
export async function confirmDeposit(
  context: AppContext,
  staffId: number,
  code: string,
  values: ConfirmDepositValues,
): Promise<StaffOrder> {
  const order = await load(context, code);
  if (order.status !== 'OR02') throw new AppError('CONFLICT', staffOrderMessages.noDeposit);
  const expected = order.details.amountUsdCents;
  const received = roundDollarsToCents(values.receivedAmount);
  const difference = received - expected;
  let reason = values.reason;
  if (difference !== 0) {
    const differenceText = depositDifferenceText(difference, formatUsdCents);
    if (!reason) {
      const message = confirmDepositMessages.reasonRequired(
        formatUsdCents(received),
        formatUsdCents(expected),
        differenceText,
      );
      throw new AppError('BAD_REQUEST', message, { reason: message });
    }
    reason = `Received ${formatUsdCents(received)} for ${formatUsdCents(expected)} (${differenceText}): ${reason}`;
  }
  // Of two staff confirming at once, one settles the order; the other finds it paid and is told so.
  const settled = await context.db.transaction((tx) =>
    settleOrder(context, tx, order, {
      actor: 'staff',
      actorMemberId: staffId,
      paidAmountCents: received,
      reason,
      now: context.clock.now(),
    }),
  );
  if (!settled) throw new AppError('CONFLICT', staffOrderMessages.noDeposit);
  return describeStaffOrder(context, await load(context, code));
}

/**
 * `POST /staff/orders/{code}/reject-deposit`: no such transfer arrived; the order is awaiting payment again (OR01,
 * the member told why by mail) and so are its targets.
 */
export async function rejectDeposit(
  context: AppContext,
  staffId: number,
  code: string,
  reason: string,
): Promise<StaffOrder> {
  const order = await load(context, code);
  if (order.status !== 'OR02') throw new AppError('CONFLICT', staffOrderMessages.noDeposit);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { current, targets } = await lockOrderWithTargets(tx, order);
    await transition(context, tx, orderMachine, current, {
      to: 'OR01',
      actor: 'staff',
      actorMemberId: staffId,
      reason,
      now,
    });
    await updateOrderDetails(tx, order.id, {
      depositReference: null,
      depositAmountCents: null,
      depositSubmittedAt: null,
    });
    await moveTargets(context, tx, targets, (kind) => ({ from: [kind.pending], to: kind.unpaid }), {
      actor: 'system',
      reason,
      now,
    });
  });
  return describeStaffOrder(context, await load(context, code));
}

/**
 * `POST /staff/orders/{code}/refund-to-credit`: gives (part of) a paid order back as credit, once per order and at
 * most what is left to refund of it: what it was worth in won (credit it redeemed included) less what its targets'
 * refunds already gave back. Checked under the order's row lock, which every refund path takes, so refunds by both
 * paths at once never give back more than was paid.
 */
export async function refundOrderToCredit(
  context: AppContext,
  staffId: number,
  code: string,
  values: { amount: number; reason: string },
): Promise<StaffOrder> {
  const order = await load(context, code);
  if (order.status !== 'OR03') throw new AppError('CONFLICT', staffOrderMessages.notPaid);
  const paidKrw = paidWon(order.details);
  if (values.amount > paidKrw) {
    throw new AppError('BAD_REQUEST', staffOrderMessages.refundTooHigh(formatKrw(paidKrw)), {
      amount: staffOrderMessages.refundTooHigh(formatKrw(paidKrw)),
    });
  }
  await context.db.transaction(async (tx) => {
    const { current } = await lockOrderWithTargets(tx, order);
    if (current.status !== 'OR03') throw new AppError('CONFLICT', staffOrderMessages.notPaid);
    const room = await refundRoom(context, tx, order);
    if (room.toCreditKrw > 0) throw new AppError('CONFLICT', staffOrderMessages.alreadyRefunded);
    if (values.amount > room.leftKrw) {
      const message = staffOrderMessages.refundTooHigh(formatKrw(room.leftKrw));
      throw new AppError('CONFLICT', message, { amount: message });
    }
    const { written } = await writeCreditEntry(tx, {
      memberId: order.memberId,
      transactionType: 'E',
      category: 'ORDER_REFUND',
      amountKrw: values.amount,
      reason: values.reason,
      description: `Refund of invoice ${order.code}`,
      sourceCode: order.code,
      createdByMemberId: staffId,
      now: context.clock.now(),
    });
    if (!written) throw new AppError('CONFLICT', staffOrderMessages.alreadyRefunded);
  });
  return describeStaffOrder(context, order);
}

/** Orders in the staff console's request screens: queue rows show the method and the total. */
export const staffOrderKind: StaffRequestKind & { detailSchema: typeof staffOrderSchema } = {
  machine: orderMachine,
  detailSchema: staffOrderSchema,
  async summarize(context, rows) {
    const orders = await findOrdersByIds(
      context.db,
      rows.map((row) => row.id),
    );
    return new Map(
      orders.map((order) => [
        order.id,
        {
          summary: `${paymentMethodLabels[order.details.paymentMethod as PaymentMethod] ?? order.details.paymentMethod} · ${formatKrw(order.details.amountKrw)} to pay`,
          amountKrw: order.details.totalAmountKrw,
        },
      ]),
    );
  },
  async describe(context, request: RequestRow) {
    return describeStaffOrder(context, await load(context, request.code));
  },
  async cancel() {
    throw new AppError('CONFLICT', staffOrderMessages.cannotCancel);
  },
};
