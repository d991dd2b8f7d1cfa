import type { Transaction } from '@fanship/db/client';
import {
  type Order,
  type OrderPreview,
  paymentMessages,
  type TargetRef,
} from '@fanship/domain/payments/payment-contract';
import { type PaymentMethod, paymentAmountCents } from '@fanship/domain/pricing/money';
import { orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditBalance, heldCredit, lockCreditBalance } from '../credit/index.ts';
import { currentExchangeRate } from '../exchange-rates/index.ts';
import { createRequest, transitionMessages } from '../requests/index.ts';
import { claimFeeLines } from './fee-lines.repository.ts';
import { orderExpiry, writeLiveLines } from './live-lines.ts';
import { methodAmounts, type Rates } from './order-answers.ts';
import { settleOrder } from './order-settlement.ts';
import { insertOrderDetails, type OrderRow } from './orders.repository.ts';
import { chargesOf, checkPayable, owed, type ResolvedTarget, resolveTargets } from './payment-targets.ts';
import { answerWithWindow } from './payment-window.ts';

type Executor = AppContext['db'] | Transaction;

function currentRates(rate: { baseRate: number; wiseRate: number }): Rates {
  return { base: rate.baseRate, wise: rate.wiseRate };
}

/** The credit a member can still put into a new order: the balance less what their open orders count on. */
async function availableCredit(db: Executor, memberId: number, balance?: number): Promise<number> {
  const [total, held] = await Promise.all([
    balance === undefined ? creditBalance(db, memberId) : Promise.resolve(balance),
    heldCredit(db, memberId),
  ]);
  return Math.max(0, total - held);
}

function totals(targets: ResolvedTarget[], available: number) {
  const totalAmountKrw = owed(targets);
  const discountKrw = 0;
  const maxCreditRedeem = Math.min(available, totalAmountKrw - discountKrw);
  return { totalAmountKrw, discountKrw, maxCreditRedeem };
}

/** `POST /orders/preview`: the Payment Detail before an order exists; credit asked beyond the cap is capped. */
export async function previewOrder(
  context: AppContext,
  memberId: number,
  values: { targets: TargetRef[]; creditRedeemAmount: number },
): Promise<OrderPreview> {
  const now = context.clock.now();
  const [targets, available, rate] = await Promise.all([
    resolveTargets(context, context.db, memberId, values.targets, { now }),
    availableCredit(context.db, memberId),
    currentExchangeRate(context),
  ]);
  const sums = totals(targets, available);
  const creditRedeemAmount = Math.min(values.creditRedeemAmount, sums.maxCreditRedeem);
  const amount = sums.totalAmountKrw - sums.discountKrw - creditRedeemAmount;
  const rates = currentRates(rate);
  return {
    targets: await chargesOf(context, context.db, targets, now),
    totalAmountKrw: sums.totalAmountKrw,
    discountAmount: sums.discountKrw,
    creditAvailable: available,
    maxCreditRedeem: sums.maxCreditRedeem,
    creditRedeemAmount,
    amount,
    exchangeRate: rates,
    amountsUsd: methodAmounts(amount, rates),
    hasPendingFee: targets.some((target) => target.lines.some((line) => line.orderRequestId !== null)),
  };
}

/**
 * Writes an order in the caller's transaction: the record (OR..., OR01), its frozen amounts, targets and fees, and
 * takes its fees (refused with a 409 if another order took any first); the lines counted live on its targets are
 * written as their fees, held by it, and it expires when the earliest of its targets' kinds says. Credit covering
 * everything pays it at once.
 */
export async function insertOrder(
  context: AppContext,
  tx: Transaction,
  memberId: number,
  resolved: ResolvedTarget[],
  values: {
    creditRedeemKrw: number;
    totalAmountKrw: number;
    discountKrw: number;
    method: PaymentMethod;
    rates: Rates;
  },
  now: Date,
): Promise<OrderRow> {
  const amountKrw = values.totalAmountKrw - values.discountKrw - values.creditRedeemKrw;
  const method: PaymentMethod = amountKrw === 0 ? 'CREDIT' : values.method;
  if (method === 'CREDIT' && amountKrw > 0) {
    throw new AppError('BAD_REQUEST', paymentMessages.creditNotEnough, {
      paymentMethod: paymentMessages.creditNotEnough,
    });
  }
  const request = await createRequest(tx, orderMachine, { memberId, actor: 'member', now });
  const stored = resolved.flatMap((target) => target.lines.map((line) => line.id));
  const targets = await writeLiveLines(tx, request.id, resolved, now);
  const details = {
    requestId: request.id,
    paymentMethod: method,
    totalAmountKrw: values.totalAmountKrw,
    discountKrw: values.discountKrw,
    creditRedeemKrw: values.creditRedeemKrw,
    amountKrw,
    amountUsdCents: paymentAmountCents(amountKrw, method, values.rates),
    baseRate: String(values.rates.base),
    wiseRate: String(values.rates.wise),
    expiresAt: orderExpiry(targets, now),
  };
  const lines = targets.flatMap((target) => target.lines.map((line) => ({ line, code: target.ref.code })));
  await insertOrderDetails(
    tx,
    details,
    targets.map((target) => ({
      targetRequestId: target.request.id,
      targetType: target.kind.type,
      targetCode: target.ref.code,
      amountKrw: owed([target]),
    })),
    lines.map(({ line, code }, position) => ({
      feeLineId: line.id,
      position,
      name: line.name,
      originTargetCode: line.originCode || code,
      amountKrw: line.amountKrw,
    })),
  );
  if ((await claimFeeLines(tx, request.id, stored, now)) !== stored.length) {
    throw new AppError('CONFLICT', transitionMessages.changedMeanwhile);
  }
  const order: OrderRow = {
    ...request,
    details: {
      ...details,
      paidAmountCents: null,
      paidAt: null,
      depositReference: null,
      depositAmountCents: null,
      depositSubmittedAt: null,
    },
  };
  if (amountKrw === 0) {
    await settleOrder(context, tx, order, { actor: 'system', actorMemberId: null, paidAmountCents: 0, now });
    return { ...order, status: 'OR03', details: { ...order.details, paidAmountCents: 0, paidAt: now } };
  }
  return order;
}

/** A window method without a provider, or bank transfer without a Wise account, is not offered (409). */
export function assertMethodOffered(context: AppContext, method: PaymentMethod): void {
  const offered =
    method === 'PAYPAL' || method === 'CARD'
      ? context.payments.forMethod(method) !== undefined
      : method !== 'WISE' || context.config.payments.wise !== undefined;
  if (!offered) throw new AppError('CONFLICT', paymentMessages.methodUnavailable);
}

/**
 * `POST /orders/request`: makes the order for the selected targets from the server's own amounts (the client's
 * totals are never read), under the member's credit lock so two orders cannot count on the same credit. CREDIT
 * covering everything is paid at once (OR03); PAYPAL and CARD start a payment window.
 */
export async function requestOrder(
  context: AppContext,
  memberId: number,
  values: { targets: TargetRef[]; creditRedeemAmount: number; paymentMethod: PaymentMethod },
): Promise<Order> {
  assertMethodOffered(context, values.paymentMethod);
  const rate = await currentExchangeRate(context);
  const now = context.clock.now();
  const order = await context.db.transaction(async (tx) => {
    const balance = await lockCreditBalance(tx, memberId);
    const targets = await resolveTargets(context, tx, memberId, values.targets, { now, lock: tx });
    checkPayable(targets);
    const sums = totals(targets, await availableCredit(tx, memberId, balance));
    if (values.creditRedeemAmount > sums.maxCreditRedeem) {
      throw new AppError('BAD_REQUEST', paymentMessages.creditTooHigh, {
        creditRedeemAmount: paymentMessages.creditTooHigh,
      });
    }
    return insertOrder(
      context,
      tx,
      memberId,
      targets,
      {
        creditRedeemKrw: values.creditRedeemAmount,
        totalAmountKrw: sums.totalAmountKrw,
        discountKrw: sums.discountKrw,
        method: values.paymentMethod,
        rates: currentRates(rate),
      },
      now,
    );
  });
  return answerWithWindow(context, order);
}
