import type { Transaction } from '@fanship/db/client';
import { type Actor, orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { lockCreditBalance, writeCreditEntry } from '../credit/index.ts';
import { lockRequestRow, type RequestRow, transition } from '../requests/index.ts';
import { payFeeLines, releaseFeeLines } from './fee-lines.repository.ts';
import { findOrdersByIds, listOrderTargets, type OrderRow, updateOrderDetails } from './orders.repository.ts';
import { type PayableKind, payableKind } from './payable-kinds.ts';

/**
 * Locks an order's targets (by id, the order every paying step takes them in) and then the order's own row, so a
 * payment, a deposit, a cancel and an edit of a target meet in one order of locks and never deadlock. Answers the
 * order's current row and its targets.
 */
export async function lockOrderWithTargets(tx: Transaction, order: OrderRow) {
  const targets = await listOrderTargets(tx, [order.id]);
  const locked: { row: RequestRow; type: string }[] = [];
  for (const target of [...targets].sort((a, b) => a.targetRequestId - b.targetRequestId)) {
    const row = await lockRequestRow(tx, target.targetRequestId);
    if (row) locked.push({ row, type: target.targetType });
  }
  const current = await lockRequestRow(tx, order.id);
  if (!current) throw new Error(`Order ${order.code} vanished`);
  return { current: { ...current, details: order.details } as OrderRow, targets: locked };
}

/** An order locked for paying: the member's balance (won), the order's current row and its targets. */
export type LockedPayment = Awaited<ReturnType<typeof lockOrderWithTargets>> & { balanceKrw: number };

/**
 * The locks a payment takes, in the order every paying path takes them: the member's balance row, then the
 * order's targets, then the order.
 */
export async function lockForPayment(tx: Transaction, order: OrderRow): Promise<LockedPayment> {
  const balanceKrw = await lockCreditBalance(tx, order.memberId);
  return { balanceKrw, ...(await lockOrderWithTargets(tx, order)) };
}

/**
 * Moves each target of an order that is in one of `from` on to the status `to(kind)`, as the actor who caused it
 * (the member submitting a deposit, with their id; the system otherwise).
 */
export async function moveTargets(
  context: AppContext,
  tx: Transaction,
  targets: { row: RequestRow; type: string }[],
  to: (kind: PayableKind) => { from: string[]; to: string },
  move: { actor: Actor; actorMemberId?: number | null; reason?: string | null; now: Date },
): Promise<void> {
  for (const target of targets) {
    const kind = payableKind(context, target.type);
    if (!kind) continue;
    const wanted = to(kind);
    if (!wanted.from.includes(target.row.status)) continue;
    await transition(context, tx, kind.machine, target.row, {
      to: wanted.to,
      actor: move.actor,
      actorMemberId: move.actorMemberId ?? null,
      reason: move.reason ?? null,
      now: move.now,
    });
  }
}

/**
 * Settles a paid order, once, in the caller's transaction (docs/domain.md "Paying"): the order becomes OR03 with what was
 * paid, its fees PAID, its targets move on to their kind's paid status, what else their kind settles (an OFM's
 * stock sold and cart lines removed), and the credit it redeems is written to the ledger. Any number of
 * confirmations, webhooks and retries reach here; the first one settles, the others find OR03 and change nothing
 * (answers false). A caller that holds the payment's locks already (`lockForPayment`) hands them in.
 */
export async function settleOrder(
  context: AppContext,
  tx: Transaction,
  order: OrderRow,
  settle: {
    actor: Extract<Actor, 'system' | 'staff'>;
    actorMemberId: number | null;
    paidAmountCents: number;
    /** Said on the move to OR03 (staff confirming a deposit that is not the invoice's amount). */
    reason?: string | null;
    now: Date;
  },
  locked?: LockedPayment,
): Promise<boolean> {
  const { current, targets } = locked ?? (await lockForPayment(tx, order));
  if (current.status === 'OR03') return false;
  await transition(context, tx, orderMachine, current, {
    to: 'OR03',
    actor: settle.actor,
    actorMemberId: settle.actorMemberId,
    reason: settle.reason ?? null,
    now: settle.now,
  });
  await updateOrderDetails(tx, order.id, { paidAmountCents: settle.paidAmountCents, paidAt: settle.now });
  await payFeeLines(tx, order.id, settle.now);
  await moveTargets(context, tx, targets, (kind) => ({ from: [kind.unpaid, kind.pending], to: kind.paid }), {
    actor: 'system',
    now: settle.now,
  });
  const byType = new Map<string, number[]>();
  for (const target of targets) byType.set(target.type, [...(byType.get(target.type) ?? []), target.row.id]);
  for (const [type, ids] of byType) await payableKind(context, type)?.onPaid?.(tx, ids, settle.now);
  if (order.details.creditRedeemKrw > 0) {
    await writeCreditEntry(tx, {
      memberId: order.memberId,
      transactionType: 'R',
      category: 'ORDER_PAYMENT',
      amountKrw: order.details.creditRedeemKrw,
      reason: `Paid invoice ${order.code}`,
      sourceCode: order.code,
      now: settle.now,
    });
  }
  for (const hook of context.orderSettledHooks) {
    await hook(context, tx, { memberId: order.memberId, orderCode: order.code, now: settle.now });
  }
  return true;
}

/** The system reason on an invoice cancelled because a fee of it was cancelled (its target cancelled or edited). */
export const FEE_CANCELLED_REASON = 'A fee of this invoice was cancelled.';

/**
 * Cancels the open orders that held fees just cancelled (their target was cancelled or re-priced), in the caller's
 * transaction: they can no longer be paid, and the other fees they held are free for another order.
 */
export async function cancelOrdersOfCancelledFees(
  context: AppContext,
  tx: Transaction,
  orderRequestIds: number[],
  now: Date,
): Promise<void> {
  for (const order of await findOrdersByIds(tx, orderRequestIds)) {
    const current = await lockRequestRow(tx, order.id);
    if (current?.status !== 'OR01') continue;
    await transition(context, tx, orderMachine, current, {
      to: 'OR09',
      actor: 'system',
      actorMemberId: null,
      reason: FEE_CANCELLED_REASON,
      now,
    });
    await releaseFeeLines(tx, order.id, now);
  }
}
