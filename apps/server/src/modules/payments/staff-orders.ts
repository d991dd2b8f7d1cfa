import { orders } from '@fanship/db/payment-schema';
import {
  paymentMessages,
  paymentMethodLabels,
  refundToCreditSchema,
  rejectDepositSchema,
  type StaffOrder,
  staffOrderSchema,
} from '@fanship/domain/payments/payment-contract';
import {
  type ConfirmDepositValues,
  confirmDepositMessages,
  confirmDepositSchema,
  depositDifferenceText,
} from '@fanship/domain/payments/wise-contract';
import {
  formatKrw,
  formatUsdCents,
  type PaymentMethod,
  roundDollarsToCents,
} from '@fanship/domain/pricing/money';
import { orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeCreditEntry } from '../credit/index.ts';
import {
  amountFromTable,
  defineRequestKind,
  queueSummaries,
  staffStep,
  transition,
} from '../requests/index.ts';
import { bulkDepositRoutes } from './deposit-bulk.ts';
import { toOrder } from './order-answers.ts';
import { paidWon, refundRoom } from './order-refunds.ts';
import { lockOrderWithTargets, moveTargets, settleOrder } from './order-settlement.ts';
import {
  findOrder,
  findOrdersByIds,
  listAttempts,
  type OrderRow,
  orderSearch,
  updateOrderDetails,
} from './orders.repository.ts';
import { orderRoutes } from './orders.routes.ts';

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

/** The order's own fields on the staff page: the member's view plus the tries at paying and the refunds. */
async function describeStaffOrder(context: AppContext, order: OrderRow) {
  const [answer, attempts, refunds] = await Promise.all([
    toOrder(context.db, order),
    listAttempts(context.db, order.id),
    refundRoom(context, context.db, order),
  ]);
  return {
    ...answer,
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
): Promise<void> {
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
): Promise<void> {
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
): Promise<void> {
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
}

/**
 * Orders (invoices, OR…) on the request scaffold: the member's routes are the paying code's (`orders.routes.ts`);
 * in the staff console queue rows show the method and the total (and a Wise deposit's reference and the USD sent
 * beside the USD expected), the search finds an order by its deposit reference and the codes it pays for, and staff
 * confirm or reject a Wise deposit (several matching ones at once: `deposit-bulk.ts`) and refund a paid order to
 * credit (also at `/staff/orders/{code}/…`). Staff do not cancel invoices.
 */
export const orderKind = defineRequestKind({
  machine: orderMachine,
  member: { path: '/orders', routes: orderRoutes },
  staff: {
    detailSchema: staffOrderSchema,
    summarize: queueSummaries(findOrdersByIds, (row, orders) => {
      const order = orders.find((candidate) => candidate.id === row.id);
      if (!order) return { summary: '', amountKrw: null };
      const method = order.details.paymentMethod;
      const { depositReference, depositAmountCents, amountUsdCents } = order.details;
      return {
        summary: `${paymentMethodLabels[method as PaymentMethod] ?? method} · ${formatKrw(order.details.amountKrw)} to pay`,
        amountKrw: order.details.totalAmountKrw,
        deposit:
          method === 'WISE'
            ? {
                reference: depositReference,
                sentUsdCents: depositAmountCents,
                expectedUsdCents: amountUsdCents,
              }
            : null,
      };
    }),
    search: orderSearch,
    amountSql: amountFromTable(orders, orders.requestId, orders.totalAmountKrw),
    describe: async (context, request) => describeStaffOrder(context, await load(context, request.code)),
    steps: [
      staffStep({
        name: 'confirm-deposit',
        alias: '/orders/:code/confirm-deposit',
        body: confirmDepositSchema,
        run: (context, request, { body, staff }) =>
          confirmDeposit(context, staff.memberId, request.code, body),
      }),
      staffStep({
        name: 'reject-deposit',
        alias: '/orders/:code/reject-deposit',
        body: rejectDepositSchema,
        run: (context, request, { body, staff }) =>
          rejectDeposit(context, staff.memberId, request.code, body.reason),
      }),
      staffStep({
        name: 'refund-to-credit',
        alias: '/orders/:code/refund-to-credit',
        body: refundToCreditSchema,
        run: (context, request, { body, staff }) =>
          refundOrderToCredit(context, staff.memberId, request.code, body),
      }),
    ],
    async cancel() {
      throw new AppError('CONFLICT', staffOrderMessages.cannotCancel);
    },
    routes: bulkDepositRoutes((context, staffId, code, cents) =>
      confirmDeposit(context, staffId, code, { receivedAmount: cents / 100, reason: null }),
    ),
  },
});
