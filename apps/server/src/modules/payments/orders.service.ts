import type { Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import {
  type Charge,
  type ConfirmPaymentAnswer,
  type DepositValues,
  type Order,
  type OrderPage,
  type OrderPreview,
  type PaymentWindow,
  paymentMessages,
  type TargetRef,
} from '@fanship/domain/payments/payment-contract';
import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { type PaymentMethod, paymentAmountCents, roundDollarsToCents } from '@fanship/domain/pricing/money';
import type { RequestListQuery } from '@fanship/domain/requests/request-contract';
import { orderMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { and, asc, eq } from 'drizzle-orm';
import type { WindowPaymentMethod } from '../../adapters/payments/payment-provider.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { creditBalance, heldCredit, lockCreditBalance } from '../credit/credit-ledger.ts';
import { currentExchangeRate } from '../exchange-rates/exchange-rates.service.ts';
import { createRequest, transition, transitionMessages } from '../requests/request-transition.ts';
import { findMember, findRequest, lockRequestRow, type RequestRow } from '../requests/requests.repository.ts';
import { settleAttempt } from './attempt-settlement.ts';
import {
  claimFeeLines,
  hasCancelledFee,
  listUnpaidFeeLines,
  releaseFeeLines,
} from './fee-lines.repository.ts';
import { chargeOf, methodAmounts, type Rates, ratesOf, toOrder, toOrders } from './order-answers.ts';
import { lockOrderWithTargets, moveTargets, settleOrder } from './order-settlement.ts';
import {
  closeAttempt,
  findAttemptByRef,
  findNewestAttempt,
  findOrder,
  findOrdersByIds,
  insertAttempt,
  insertOrderDetails,
  listMemberOrders,
  listOrderTargets,
  type OrderRow,
  updateOrderDetails,
} from './orders.repository.ts';
import { type PayableKind, payableKind, payableKinds } from './payable-kinds.ts';

type Executor = AppContext['db'] | Transaction;

type ResolvedTarget = {
  ref: TargetRef;
  kind: PayableKind;
  request: RequestRow;
  lines: Awaited<ReturnType<typeof listUnpaidFeeLines>>;
};

/**
 * Reads the targets a member names (404 for one that is not theirs, 409 for one not awaiting payment), each with
 * its unpaid fees; with `lock`, under each target's row lock (taken in id order), so a cancel or an edit cannot
 * slip in before the order is written.
 */
async function resolveTargets(
  db: Executor,
  memberId: number,
  refs: TargetRef[],
  options: { lock?: Transaction } = {},
): Promise<ResolvedTarget[]> {
  const found: { ref: TargetRef; kind: PayableKind; request: RequestRow }[] = [];
  for (const ref of refs) {
    const kind = payableKind(ref.type);
    const request = kind ? await findRequest(db, kind.machine.kind, ref.code, memberId) : undefined;
    if (!kind || !request) throw new AppError('NOT_FOUND', paymentMessages.targetNotFound(ref.code));
    found.push({ ref, kind, request });
  }
  if (options.lock) {
    for (const target of [...found].sort((a, b) => a.request.id - b.request.id)) {
      target.request = (await lockRequestRow(options.lock, target.request.id)) ?? target.request;
    }
  }
  for (const target of found) {
    if (target.request.status !== target.kind.unpaid) {
      throw new AppError(
        'CONFLICT',
        paymentMessages.targetNotPayable(
          target.ref.code,
          statusLabel(target.kind.machine, target.request.status),
        ),
      );
    }
  }
  const lines = await listUnpaidFeeLines(
    db,
    found.map((target) => target.request.id),
  );
  return found.map((target) => ({
    ...target,
    lines: lines.filter((line) => line.targetRequestId === target.request.id),
  }));
}

async function summaries(db: Executor, targets: { kind: PayableKind; request: RequestRow }[]) {
  const result = new Map<number, string>();
  for (const kind of payableKinds) {
    const ids = targets.filter((target) => target.kind === kind).map((target) => target.request.id);
    if (ids.length > 0) for (const [id, line] of await kind.summarize(db, ids)) result.set(id, line);
  }
  return result;
}

async function chargesOf(db: Executor, targets: ResolvedTarget[]): Promise<Charge[]> {
  const lines = await summaries(db, targets);
  return targets.map((target) =>
    chargeOf(target.request, target.kind.type, lines.get(target.request.id) ?? '', target.lines),
  );
}

function currentRates(rate: { baseRate: number; wiseRate: number }): Rates {
  return { base: rate.baseRate, wise: rate.wiseRate };
}

/** `GET /charges`: what the member can pay for now, oldest first, each with its unpaid fees. */
export async function listCharges(context: AppContext, memberId: number): Promise<Charge[]> {
  const targets: ResolvedTarget[] = [];
  for (const kind of payableKinds) {
    const rows = await context.db
      .select()
      .from(requests)
      .where(
        and(
          eq(requests.memberId, memberId),
          eq(requests.kind, kind.machine.kind),
          eq(requests.status, kind.unpaid),
        ),
      )
      .orderBy(asc(requests.createdAt), asc(requests.id));
    const lines = await listUnpaidFeeLines(
      context.db,
      rows.map((row) => row.id),
    );
    for (const request of rows) {
      const own = lines.filter((line) => line.targetRequestId === request.id);
      if (own.length > 0)
        targets.push({ ref: { code: request.code, type: kind.type }, kind, request, lines: own });
    }
  }
  return chargesOf(context.db, targets);
}

/** The credit a member can still put into a new order: the balance less what their open orders count on. */
async function availableCredit(db: Executor, memberId: number, balance?: number): Promise<number> {
  const [total, held] = await Promise.all([
    balance === undefined ? creditBalance(db, memberId) : Promise.resolve(balance),
    heldCredit(db, memberId),
  ]);
  return Math.max(0, total - held);
}

/** Won owed on targets: the sum of their unpaid fees. */
function owed(targets: ResolvedTarget[]): number {
  return targets.reduce(
    (sum, target) => sum + target.lines.reduce((lineSum, line) => lineSum + line.amountKrw, 0),
    0,
  );
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
  const [targets, available, rate] = await Promise.all([
    resolveTargets(context.db, memberId, values.targets),
    availableCredit(context.db, memberId),
    currentExchangeRate(context),
  ]);
  const sums = totals(targets, available);
  const creditRedeemAmount = Math.min(values.creditRedeemAmount, sums.maxCreditRedeem);
  const amount = sums.totalAmountKrw - sums.discountKrw - creditRedeemAmount;
  const rates = currentRates(rate);
  return {
    targets: await chargesOf(context.db, targets),
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

function checkPayable(targets: ResolvedTarget[]): void {
  for (const target of targets) {
    const pending = target.lines.find((line) => line.orderRequestId !== null);
    if (pending) {
      throw new AppError(
        'CONFLICT',
        paymentMessages.targetPending(target.ref.code, pending.pendingOrderCode ?? ''),
      );
    }
    if (target.lines.length === 0)
      throw new AppError('CONFLICT', paymentMessages.nothingToPay(target.ref.code));
  }
}

/**
 * Writes an order in the caller's transaction: the record (OR..., OR01), its frozen amounts, targets and fees, and
 * takes its fees (refused with a 409 if another order took any first). Credit covering everything pays it at once.
 */
async function insertOrder(
  context: AppContext,
  tx: Transaction,
  memberId: number,
  targets: ResolvedTarget[],
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
  const ids = lines.map(({ line }) => line.id);
  if ((await claimFeeLines(tx, request.id, ids, now)) !== ids.length) {
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
function assertMethodOffered(context: AppContext, method: PaymentMethod): void {
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
    const targets = await resolveTargets(tx, memberId, values.targets, { lock: tx });
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

/** The order's answer, starting its payment window when it is paid through one. */
async function answerWithWindow(context: AppContext, order: OrderRow): Promise<Order> {
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

async function ownOrder(context: AppContext, memberId: number, code: string): Promise<OrderRow> {
  const order = await findOrder(context.db, code, memberId);
  if (!order) throw notFound();
  return order;
}

/** `GET /payments/wise-account`: the account a bank transfer goes to (404 when bank transfer is not offered). */
export function getWiseAccount(context: AppContext): WiseAccount {
  const account = context.config.payments.wise;
  if (!account) throw notFound();
  return account;
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

async function assertPayable(context: AppContext, order: OrderRow): Promise<void> {
  if (order.status !== 'OR01') {
    throw new AppError('CONFLICT', paymentMessages.orderNotPayable(statusLabel(orderMachine, order.status)));
  }
  if (await hasCancelledFee(context.db, order.id))
    throw new AppError('CONFLICT', paymentMessages.orderInvalid);
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
    await lockCreditBalance(tx, memberId);
    const { current } = await lockOrderWithTargets(tx, order);
    if (current.status !== 'OR01') throw new AppError('CONFLICT', transitionMessages.changedMeanwhile);
    const open = await findNewestAttempt(tx, order.id, 'OPEN');
    if (open)
      await closeAttempt(
        tx,
        open.id,
        { status: 'FAILED', failureCode: 'REPLACED', failureReason: 'Paid with another method.' },
        now,
      );
    await transition(context, tx, orderMachine, current, {
      to: 'OR09',
      actor: 'member',
      actorMemberId: memberId,
      reason: `Replaced to pay with another method`,
      now,
    });
    await releaseFeeLines(tx, order.id, now);
    const refs = await targetRefsOf(tx, order);
    const targets = await resolveTargets(tx, memberId, refs, { lock: tx });
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

async function targetRefsOf(db: Executor, order: OrderRow): Promise<TargetRef[]> {
  return (await listOrderTargets(db, [order.id])).map((target) => ({
    code: target.targetCode,
    type: target.targetType as TargetRef['type'],
  }));
}

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

export async function confirmOrder(context: AppContext, order: OrderRow): Promise<ConfirmPaymentAnswer> {
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

/** `POST /orders/{code}/cancel`: only an invoice awaiting payment that is still valid; its fees are free again. */
export async function cancelOrder(context: AppContext, memberId: number, code: string): Promise<Order> {
  const order = await ownOrder(context, memberId, code);
  if (order.status !== 'OR01' || (await hasCancelledFee(context.db, order.id))) {
    throw new AppError('CONFLICT', paymentMessages.orderNotCancellable);
  }
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { current } = await lockOrderWithTargets(tx, order);
    await transition(context, tx, orderMachine, current, {
      to: 'OR09',
      actor: 'member',
      actorMemberId: memberId,
      now,
    });
    await releaseFeeLines(tx, order.id, now);
    const open = await findNewestAttempt(tx, order.id, 'OPEN');
    if (open)
      await closeAttempt(
        tx,
        open.id,
        { status: 'FAILED', failureCode: 'CANCELLED', failureReason: 'The invoice was cancelled.' },
        now,
      );
  });
  return getOrder(context, memberId, code);
}

/**
 * `POST /orders/{code}/deposit` (WISE): the member says they sent the transfer; the order waits for staff (OR02)
 * and its targets wait with it (OFM SCOM02).
 */
export async function submitDeposit(
  context: AppContext,
  memberId: number,
  code: string,
  values: DepositValues,
): Promise<Order> {
  const order = await ownOrder(context, memberId, code);
  await assertPayable(context, order);
  if (order.details.paymentMethod !== 'WISE')
    throw new AppError('CONFLICT', paymentMessages.methodUnavailable);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { current, targets } = await lockOrderWithTargets(tx, order);
    await transition(context, tx, orderMachine, current, {
      to: 'OR02',
      actor: 'member',
      actorMemberId: memberId,
      now,
    });
    await updateOrderDetails(tx, order.id, {
      depositReference: values.referenceCode,
      depositAmountCents: roundDollarsToCents(values.amount),
      depositSubmittedAt: now,
    });
    // The member's own move: their timeline shows it as theirs, and they are not mailed about it.
    await moveTargets(context, tx, targets, (kind) => ({ from: [kind.unpaid], to: kind.pending }), {
      actor: 'member',
      actorMemberId: memberId,
      now,
    });
  });
  return getOrder(context, memberId, code);
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
