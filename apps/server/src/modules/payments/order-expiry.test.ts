import { feeLines, paymentAttempts } from '@fanship/db/payment-schema';
import { requestHistory, requests } from '@fanship/db/request-schema';
import { type Order, paymentMessages } from '@fanship/domain/payments/payment-contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs/background-jobs.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import type { TestApp, TestMember } from '../../test/app.ts';
import {
  CARRIER_KRW,
  createTab,
  requestTabOrder,
  setupTabApps,
  storageLine,
} from '../../test/live-payable-kind.ts';
import { answerSandbox, confirmPayment, createOfmRequest, requestOrder } from '../../test/payments.ts';
import { settlementMessages } from './attempt-settlement.ts';
import { expireUnpaidOrders, ORDER_EXPIRED_REASON } from './order-closing.ts';

const setup = setupTabApps();
const DAY = 86_400;
/** From the test clock's start (18:00 in Korea) two days on, to that day's Korean midnight. */
const TO_MIDNIGHT = 6 * 3600;

/** `count` tabs made now, each in its own invoice paid by `method` made two days on (2 days of storage). */
async function tabInvoices(t: TestApp, member: TestMember, method: 'WISE' | 'CARD', count = 1) {
  const codes: string[] = [];
  for (let index = 0; index < count; index++) codes.push(await createTab(t, member));
  t.clock.advance(2 * DAY);
  const invoices = [];
  for (const code of codes) {
    const made = await requestTabOrder(t, member, [code], method);
    expect(made.statusCode, made.body).toBe(200);
    invoices.push({ code, order: made.json() });
  }
  return invoices;
}

async function historyOf(t: TestApp, code: string) {
  return t.database.db
    .select({ to: requestHistory.toStatus, actor: requestHistory.actor, reason: requestHistory.reason })
    .from(requestHistory)
    .innerJoin(requests, eq(requests.id, requestHistory.requestId))
    .where(eq(requests.code, code))
    .orderBy(asc(requestHistory.id));
}

/** Whether the sandbox captured the order's (first) payment. */
async function captured(t: TestApp, orderCode: string): Promise<boolean> {
  const [attempt] = await t.database.db
    .select({ attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(requests, eq(requests.id, paymentAttempts.orderRequestId))
    .where(eq(requests.code, orderCode));
  if (!attempt) throw new Error(`No attempt for ${orderCode}`);
  const { provider, providerRef, amountCents } = attempt.attempt;
  const state = await t.app.appContext.payments
    .byName(provider)
    ?.inspect({ providerRef, orderCode, amountCents, idempotencyKey: 'test' });
  return state?.state === 'PAID';
}

const expireJob = (t: TestApp) =>
  backgroundJobs(t.app.appContext, undefined).filter((job) => job.name === 'orders.expire-unpaid');

describe('invoices that expire (PayableKind.orderExpiresAt)', () => {
  it('the job closes one left unpaid past its time as a member’s cancel does; until then it can no longer be paid', async () => {
    const { t, member } = await setup();
    const ofm = (await requestOrder(t, member, [await createOfmRequest(t, member)], 'WISE')).json();
    expect(ofm.expiresAt).toBeNull();
    const { code, order } = (await tabInvoices(t, member, 'WISE'))[0]!;
    expect(order.expiresAt).toBe(new Date(t.clock.now().getTime() + TO_MIDNIGHT * 1000).toISOString());
    expect(await expireUnpaidOrders(t.app.appContext, t.clock.now())).toBe(0);

    t.clock.advance(TO_MIDNIGHT);
    const deposit = { paymentMethod: 'WISE', referenceCode: '#123456789', amount: 1 };
    for (const refused of [
      await t.post(`/api/orders/${order.code}/pay`, { paymentMethod: 'CARD' }, member.cookie),
      await t.post(`/api/orders/${order.code}/deposit`, deposit, member.cookie),
    ]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(paymentMessages.orderExpired);
    }
    const summaries: (string | undefined)[] = [];
    const jobs = { db: t.database.db, clock: t.clock, jobs: expireJob(t) };
    await runDueJobs({ ...jobs, onRun: (_name, summary) => summaries.push(summary) });
    expect(summaries).toEqual(['1 unpaid invoices expired, fees released']);
    expect(await expireUnpaidOrders(t.app.appContext, t.clock.now())).toBe(0);

    const closed = (await t.get(`/api/orders/${order.code}`, member.cookie)).json();
    expect(closed).toMatchObject({
      status: 'OR09',
      valid: true,
      expiresAt: order.expiresAt,
      closedReason: 'EXPIRED',
    });
    expect((await historyOf(t, order.code)).at(-1)).toEqual({
      to: 'OR09',
      actor: 'system',
      reason: ORDER_EXPIRED_REASON,
    });
    expect((await t.get(`/api/orders/${ofm.code}`, member.cookie)).json().status).toBe('OR01');
    const lines = await t.database.db.select().from(feeLines).orderBy(asc(feeLines.id));
    expect(
      lines
        .filter((line) => line.originCode === code)
        .map((line) => [line.kind, line.status, line.orderRequestId]),
    ).toEqual([
      ['SHIPPING', 'UNPAID', null],
      ['STORAGE', 'CANCELLED', expect.any(Number)],
    ]);

    // The next invoice counts the storage again, to its own day, and expires at the next midnight (a day on: the
    // clock stands at a Korean midnight).
    t.clock.advance(DAY);
    const again = await requestTabOrder(t, member, [code], 'WISE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      totalAmountKrw: CARRIER_KRW + storageLine(3).amount,
      fees: [{ name: 'Carrier rate' }, storageLine(3)],
      expiresAt: new Date(t.clock.now().getTime() + DAY * 1000).toISOString(),
    });
  });

  it("a closed invoice says why, whenever it is read: the job's close EXPIRED, the member's cancel CANCELLED even past its time", async () => {
    const { t, member } = await setup();
    const [early, late, expiring] = await tabInvoices(t, member, 'WISE', 3);
    expect(expiring!.order.closedReason).toBeNull();
    const cancel = (code: string) => t.post(`/api/orders/${code}/cancel`, undefined, member.cookie);
    expect((await cancel(early!.order.code)).json()).toMatchObject({
      status: 'OR09',
      closedReason: 'CANCELLED',
    });
    t.clock.advance(TO_MIDNIGHT);
    expect((await cancel(late!.order.code)).json()).toMatchObject({
      status: 'OR09',
      closedReason: 'CANCELLED',
    });
    expect(await expireUnpaidOrders(t.app.appContext, t.clock.now())).toBe(1);

    t.clock.advance(DAY);
    const listed = (await t.get('/api/orders', member.cookie)).json().content as Order[];
    expect(new Map(listed.map((order) => [order.code, order.closedReason]))).toEqual(
      new Map([
        [early!.order.code, 'CANCELLED'],
        [late!.order.code, 'CANCELLED'],
        [expiring!.order.code, 'EXPIRED'],
      ]),
    );
  });

  it('a payment approved before the expiry and confirmed after it is not captured, before the job and after', async () => {
    const { t, member } = await setup();
    const { code, order } = (await tabInvoices(t, member, 'CARD'))[0]!;
    await answerSandbox(t, order.payment.approveUrl, true);
    t.clock.advance(TO_MIDNIGHT);
    const late = await confirmPayment(t, member, order.code);
    expect(late.json()).toMatchObject({
      status: 'OR01',
      failure: { code: 'NOT_SETTLEABLE', reason: settlementMessages.orderExpired },
    });
    expect(await captured(t, order.code)).toBe(false);
    expect(await expireUnpaidOrders(t.app.appContext, t.clock.now())).toBe(1);
    expect((await confirmPayment(t, member, order.code)).json()).toMatchObject({
      status: 'OR09',
      valid: true,
    });
    expect(await captured(t, order.code)).toBe(false);
    expect((await historyOf(t, code)).map((move) => move.to)).toEqual(['SCSH01']);
  });
});

describe('expiring under concurrency', () => {
  it('the expiry job and payments settling the same invoices at once: each is paid or expired, never both, nothing captured for an expired one', async () => {
    const { t, member } = await setup();
    const invoices = await tabInvoices(t, member, 'CARD', 6);
    for (const { order } of invoices) await answerSandbox(t, order.payment.approveUrl, true);
    // The job looks from past the expiry while the payments arrive just before it: either may come first.
    const pastExpiry = new Date(t.clock.now().getTime() + (TO_MIDNIGHT + 60) * 1000);
    const answers = await Promise.all([
      ...invoices.flatMap(({ order }) => [1, 2, 3].map(() => confirmPayment(t, member, order.code))),
      ...[1, 2, 3].map(() => expireUnpaidOrders(t.app.appContext, pastExpiry)),
    ]);
    const confirmations = answers.filter((answer) => typeof answer !== 'number');
    for (const answer of confirmations) expect(answer.statusCode, answer.body).toBe(200);
    const expiredCount = answers
      .filter((answer) => typeof answer === 'number')
      .reduce((sum, n) => sum + n, 0);
    const outcomes = [];
    for (const { code, order } of invoices) {
      const moves = (await historyOf(t, order.code)).map((move) => move.to);
      const target = (await historyOf(t, code)).map((move) => move.to);
      const isPaid = moves.includes('OR03');
      expect(moves).toEqual(['OR01', isPaid ? 'OR03' : 'OR09']);
      expect(target).toEqual(isPaid ? ['SCSH01', 'SCSH03'] : ['SCSH01']);
      expect(await captured(t, order.code)).toBe(isPaid);
      outcomes.push(isPaid);
    }
    expect(outcomes.filter((isPaid) => !isPaid)).toHaveLength(expiredCount);
  });
});
