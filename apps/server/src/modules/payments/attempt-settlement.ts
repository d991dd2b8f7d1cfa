import type { Transaction } from '@fanship/db/client';
import { formatKrw } from '@fanship/domain/pricing/money';
import { orderMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type SettleInput,
} from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { hasCancelledFee } from './fee-lines.repository.ts';
import { type LockedPayment, lockForPayment, settleOrder } from './order-settlement.ts';
import {
  closeAttempt,
  isExpired,
  noteAttempt,
  type OrderRow,
  type PaymentAttemptRow,
} from './orders.repository.ts';
import { payableKind } from './payable-kinds.ts';

export type AttemptOutcome =
  | { state: 'PAID' | 'PENDING' }
  | { state: 'FAILED'; code: string; reason: string };

/** Why a payment the payer approved is not taken (the member reads it), and what staff read on the attempt. */
export const settlementMessages = {
  orderClosed: (label: string) => `This invoice is ${label.toLowerCase()}: nothing was charged.`,
  orderExpired: 'This invoice expired before the payment came: nothing was charged.',
  feeCancelled: 'A fee of this invoice was cancelled: nothing was charged.',
  targetMoved: (code: string, label: string) => `${code} is ${label.toLowerCase()} now: nothing was charged.`,
  creditGone: (needed: string, balance: string) =>
    `This invoice redeems ${needed} of credit, but only ${balance} is left: nothing was charged. Cancel the invoice and pay again.`,
  paidNotSettled: (problem: string) =>
    `The provider took this payment, but the invoice could not be settled: ${problem} Refund the payment at the provider.`,
  paidTwice:
    'The provider took this payment, but the invoice was already paid. Refund this payment at the provider.',
  settlingFailed: (message: string) =>
    `The provider took this payment, but settling the invoice failed (${message}). The next confirmation tries again; if this stays, refund the payment at the provider.`,
} as const;

/** Codes of the failures above, as the attempt and the member's failure dialog carry them. */
const NOT_SETTLEABLE = 'NOT_SETTLEABLE';
const NOT_SETTLED = 'NOT_SETTLED';

/**
 * What would stop the order being settled now, read under its locks (the member's balance, its targets, itself):
 * null when `settleOrder` will succeed. What it checks is what the settlement needs: the order still open and
 * valid and not past its time (an expired invoice's storage would be stale), each target still awaiting payment,
 * and the credit it redeems still in the balance.
 */
async function settlementProblem(
  context: AppContext,
  tx: Transaction,
  order: OrderRow,
  locked: LockedPayment,
  now: Date,
): Promise<string | null> {
  const { current, targets, balanceKrw } = locked;
  if (current.status !== 'OR01' && current.status !== 'OR02') {
    return settlementMessages.orderClosed(statusLabel(orderMachine, current.status));
  }
  if (isExpired(current, now)) return settlementMessages.orderExpired;
  if (await hasCancelledFee(tx, order.id)) return settlementMessages.feeCancelled;
  for (const target of targets) {
    const kind = payableKind(context, target.type);
    if (kind && target.row.status !== kind.unpaid && target.row.status !== kind.pending) {
      return settlementMessages.targetMoved(target.row.code, statusLabel(kind.machine, target.row.status));
    }
  }
  if (order.details.creditRedeemKrw > balanceKrw) {
    return settlementMessages.creditGone(formatKrw(order.details.creditRedeemKrw), formatKrw(balanceKrw));
  }
  return null;
}

/** The provider's answer, or null when it timed out or answered garbage (the order stays as it is). */
async function ask<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}

/**
 * Asks the provider how an open attempt stands and acts on the answer, never taking money for an order that cannot
 * then be settled (docs/domain.md "Paying"; docs/decisions/022-money-guards.md):
 * - PENDING (or no answer) changes nothing; FAILED closes the attempt with the provider's reason.
 * - APPROVED (the payer approved; the capture is ours to make): the member's balance, the targets and the order are
 *   locked and everything the settlement needs is checked first. Only then is the payment captured, and the order
 *   settled, in that same transaction; if anything is missing nothing is captured and the attempt is closed with
 *   why. Of many confirmations at once, one captures; the others wait for the locks and find the order paid.
 * - PAID already at the provider (a card paid on its page): settled the same way; if it cannot be, the attempt is
 *   kept PAID with what staff must do (refund at the provider).
 * - A settlement that fails after the capture leaves the attempt open with that note for staff; the next
 *   confirmation settles it (the capture is idempotent per attempt).
 */
export async function settleAttempt(
  context: AppContext,
  order: OrderRow,
  attempt: PaymentAttemptRow,
): Promise<AttemptOutcome> {
  const provider = context.payments.byName(attempt.provider);
  if (!provider) return { state: 'PENDING' };
  const input: SettleInput = {
    providerRef: attempt.providerRef,
    orderCode: order.code,
    amountCents: attempt.amountCents,
    idempotencyKey: `${attempt.idempotencyKey}-settle`,
  };
  const inspected = await ask(() => provider.inspect(input));
  if (!inspected || inspected.state === 'PENDING') return { state: 'PENDING' };
  if (inspected.state === 'FAILED') {
    await closeFailed(context.db, attempt, inspected, context.clock.now());
    return inspected;
  }
  const taken: { payment: Extract<PaymentState, { state: 'PAID' }> | null } = {
    payment: inspected.state === 'PAID' ? inspected : null,
  };
  try {
    return await context.db.transaction((tx) =>
      settleLocked(context, tx, order, attempt, provider, input, taken),
    );
  } catch (error) {
    if (taken.payment) {
      const message = error instanceof Error ? error.message : String(error);
      await noteAttempt(
        context.db,
        attempt.id,
        { failureCode: NOT_SETTLED, failureReason: settlementMessages.settlingFailed(message) },
        context.clock.now(),
      );
      return { state: 'PENDING' };
    }
    if (error instanceof PaymentProviderError) return { state: 'PENDING' };
    throw error;
  }
}

async function closeFailed(
  db: AppContext['db'] | Transaction,
  attempt: PaymentAttemptRow,
  failure: { code: string; reason: string },
  now: Date,
): Promise<void> {
  await closeAttempt(
    db,
    attempt.id,
    { status: 'FAILED', failureCode: failure.code.slice(0, 50), failureReason: failure.reason.slice(0, 500) },
    now,
  );
}

/** Closes an attempt the provider took money for but that settles nothing: PAID, with what staff must do. */
async function keepPaidNotSettled(
  tx: Transaction,
  attempt: PaymentAttemptRow,
  payment: Extract<PaymentState, { state: 'PAID' }>,
  note: string,
  now: Date,
): Promise<void> {
  await closeAttempt(
    tx,
    attempt.id,
    {
      status: 'PAID',
      providerPaymentId: payment.providerPaymentId,
      failureCode: NOT_SETTLED,
      failureReason: note,
    },
    now,
  );
}

/** The locked part of `settleAttempt`: check, then capture, then settle, in the caller's transaction. */
async function settleLocked(
  context: AppContext,
  tx: Transaction,
  order: OrderRow,
  attempt: PaymentAttemptRow,
  provider: PaymentProvider,
  input: SettleInput,
  taken: { payment: Extract<PaymentState, { state: 'PAID' }> | null },
): Promise<AttemptOutcome> {
  const now = context.clock.now();
  const locked = await lockForPayment(tx, order);
  if (locked.current.status === 'OR03') {
    // Settled meanwhile (another confirmation of this attempt closed it PAID). A payment of this attempt taken
    // while the order was already paid by another is a second payment: staff refund it.
    if (taken.payment)
      await keepPaidNotSettled(tx, attempt, taken.payment, settlementMessages.paidTwice, now);
    return { state: 'PAID' };
  }
  const problem = await settlementProblem(context, tx, order, locked, now);
  if (problem) {
    if (!taken.payment) {
      await closeFailed(tx, attempt, { code: NOT_SETTLEABLE, reason: problem }, now);
      return { state: 'FAILED', code: NOT_SETTLEABLE, reason: problem };
    }
    await keepPaidNotSettled(tx, attempt, taken.payment, settlementMessages.paidNotSettled(problem), now);
    return { state: 'FAILED', code: NOT_SETTLED, reason: problem };
  }
  const state = taken.payment ?? (await provider.settle(input, tx));
  if (state.state === 'PENDING') return state;
  if (state.state === 'FAILED') {
    await closeFailed(tx, attempt, state, now);
    return state;
  }
  taken.payment = state;
  await settleOrder(
    context,
    tx,
    order,
    { actor: 'system', actorMemberId: null, paidAmountCents: state.amountCents, now },
    locked,
  );
  await closeAttempt(
    tx,
    attempt.id,
    { status: 'PAID', providerPaymentId: state.providerPaymentId, failureCode: null, failureReason: null },
    now,
  );
  return { state: 'PAID' };
}
