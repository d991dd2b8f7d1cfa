import type { Database, Transaction } from '@fanship/db/client';
import { creditEntries, orders, orderTargets } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import { formatKrw } from '@fanship/domain/pricing/money';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { lockRequestRow } from '../requests/index.ts';
import { listOrderTargets, type OrderRow } from './orders.repository.ts';
import { type PayableKinds, payableKind } from './payable-kinds.ts';

type Executor = Database | Transaction;

export const refundMessages = {
  /** A refund of a paid-for request (its kind's refund, an OFM's unspent prepayment) beyond what its invoice has left. */
  targetRefundTooHigh: (code: string, left: string, orderCode: string) =>
    `At most ${left} can be refunded for ${code}: that is what is left to refund of invoice ${orderCode}.`,
  noPaidInvoice: (code: string) => `${code} has no paid invoice to refund.`,
} as const;

/** What an order was paid and what refunds took back, by any path, in won. */
export type RefundRoom = {
  /** What the order was paid in won (`paidWon`): its amount after discount, less a shortfall staff accepted. */
  paidKrw: number;
  /** Its refund to credit (staff's, once per order). */
  toCreditKrw: number;
  /** Refunds of its targets (each in its kind's `refundCategory`: an OFM's unspent prepayment). */
  byTargetsKrw: number;
  /** Everything refunded: never more than `paidKrw`. */
  refundedKrw: number;
  leftKrw: number;
};

/**
 * What an order was paid, in won: the credit it redeemed, and its money part in proportion to the dollars that
 * arrived when fewer did than the invoice asked (a short Wise deposit staff accepted with a reason). A credit-only
 * order, or one paid in full or more, was paid its whole amount after discount.
 */
export function paidWon(details: OrderRow['details']): number {
  const invoiceKrw = details.totalAmountKrw - details.discountKrw;
  const { paidAmountCents, amountUsdCents, amountKrw } = details;
  if (paidAmountCents === null || amountUsdCents <= 0 || paidAmountCents >= amountUsdCents) return invoiceKrw;
  return invoiceKrw - amountKrw + Math.floor((amountKrw * paidAmountCents) / amountUsdCents);
}

/**
 * What is refunded of an order (docs/decisions/022-money-guards.md): its refund to credit (ORDER_REFUND with the
 * order's code) and its targets' refunds (their payable kind's `refundCategory` with a target's code), against what
 * it was paid. Read it under the order's row lock to act on it: every refund path takes that lock first.
 */
export async function refundRoom(context: PayableKinds, db: Executor, order: OrderRow): Promise<RefundRoom> {
  const targets = await listOrderTargets(db, [order.id]);
  const codes = targets.map((target) => target.targetCode);
  const categories = [
    ...new Set(targets.flatMap((target) => payableKind(context, target.targetType)?.refundCategory ?? [])),
  ];
  const byTarget =
    codes.length > 0 && categories.length > 0
      ? and(inArray(creditEntries.category, categories), inArray(creditEntries.sourceCode, codes))
      : undefined;
  const [row] = await db
    .select({
      toCredit: sql<string>`coalesce(sum(${creditEntries.amountKrw}) filter (where ${creditEntries.category} = 'ORDER_REFUND'), 0)`,
      byTargets: byTarget
        ? sql<string>`coalesce(sum(${creditEntries.amountKrw}) filter (where ${byTarget}), 0)`
        : sql<string>`0`,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.memberId, order.memberId),
        eq(creditEntries.transactionType, 'E'),
        or(
          and(eq(creditEntries.category, 'ORDER_REFUND'), eq(creditEntries.sourceCode, order.code)),
          byTarget,
        ),
      ),
    );
  const paidKrw = paidWon(order.details);
  const toCreditKrw = Number(row?.toCredit ?? 0);
  const byTargetsKrw = Number(row?.byTargets ?? 0);
  const refundedKrw = toCreditKrw + byTargetsKrw;
  return { paidKrw, toCreditKrw, byTargetsKrw, refundedKrw, leftKrw: Math.max(0, paidKrw - refundedKrw) };
}

/**
 * Before a paid-for request's refund is written (in the caller's transaction, the request's row already locked):
 * locks the paid order that paid for it and refuses (409) a refund beyond what that order paid for this request or
 * beyond what is left to refund of the order, so a refund of the request and a refund to credit of the order,
 * together or at once, never give back more than was paid.
 */
export async function assertTargetRefundCovered(
  context: PayableKinds,
  tx: Transaction,
  target: { id: number; code: string },
  amountKrw: number,
): Promise<void> {
  const [paid] = await tx
    .select({ request: requests, details: orders, targetAmountKrw: orderTargets.amountKrw })
    .from(orderTargets)
    .innerJoin(requests, eq(requests.id, orderTargets.orderRequestId))
    .innerJoin(orders, eq(orders.requestId, requests.id))
    .where(and(eq(orderTargets.targetRequestId, target.id), eq(requests.status, 'OR03')))
    .limit(1);
  if (!paid) throw new AppError('CONFLICT', refundMessages.noPaidInvoice(target.code));
  await lockRequestRow(tx, paid.request.id);
  const room = await refundRoom(context, tx, { ...paid.request, details: paid.details });
  const left = Math.min(paid.targetAmountKrw, room.leftKrw);
  if (amountKrw > left) {
    throw new AppError(
      'CONFLICT',
      refundMessages.targetRefundTooHigh(target.code, formatKrw(left), paid.request.code),
    );
  }
}
