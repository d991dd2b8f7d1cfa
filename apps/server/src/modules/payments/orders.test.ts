import { cartItems } from '@fanship/db/catalogue-schema';
import { creditEntries, feeLines } from '@fanship/db/payment-schema';
import { requestHistory, requests, stockReservations } from '@fanship/db/request-schema';
import { mailOutbox } from '@fanship/db/schema';
import { paymentMessages } from '@fanship/domain/payments/payment-contract';
import { paymentAmountCents } from '@fanship/domain/pricing/money';
import { eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PaymentProvider, PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import {
  answerSandbox,
  confirmPayment,
  createOfmRequest,
  giveCredit,
  ofmTarget,
  requestOrder,
} from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { insertProduct } from '../../test-support/shop-products-fixtures.ts';
import { creditBalance } from '../credit/index.ts';

const { start } = setupTestApps();

async function charges(t: TestApp, member: TestMember) {
  const response = await t.get('/api/charges', member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<
    {
      targetCode: string;
      amount: number;
      fees: { name: string; amount: number; status: string; pendingOrderCode: string | null }[];
    }[]
  >();
}

/** A staff step on an order: `confirm-deposit`, `reject-deposit`, `refund-to-credit`. */
const staffStep = (t: TestApp, staff: TestMember, orderCode: string, step: string, payload?: object) =>
  t.post(`/api/staff/orders/${orderCode}/${step}`, payload, staff.cookie);

/** The member's report of a Wise transfer for an order. */
const depositFor = (t: TestApp, member: TestMember, orderCode: string, payload: object) =>
  t.post(`/api/orders/${orderCode}/deposit`, payload, member.cookie);

/** The moves of any request into `status`, in the test's database. */
const movesTo = (t: TestApp, status: string) =>
  t.database.db.select().from(requestHistory).where(eq(requestHistory.toStatus, status));

/** The credit entries that match `where`, in the test's database. */
const ledger = (t: TestApp, where: SQL) => t.database.db.select().from(creditEntries).where(where);

async function ofmStatus(t: TestApp, member: TestMember, code: string): Promise<string> {
  return (await t.get(`/api/ofm-services/${code}`, member.cookie)).json().status;
}

async function preview(t: TestApp, member: TestMember, codes: string[], creditRedeemAmount = 0) {
  const response = await t.post(
    '/api/orders/preview',
    { targets: codes.map(ofmTarget), creditRedeemAmount },
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('charges and the payment preview', () => {
  it('lists what a member can pay with its fees, and previews every method from the server’s own amounts', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const code = await createOfmRequest(t, member, { unitPrice: 20_000, quantity: 2 });
    await createOfmRequest(t, other);
    const [charge, ...rest] = await charges(t, member);
    expect(rest).toHaveLength(0);
    expect(charge).toMatchObject({ targetCode: code, type: 'OFM', statusLabel: 'Awaiting payment' });
    expect(charge!.fees[0]).toMatchObject({ name: 'Order value', amount: 40_000, status: 'UNPAID' });
    expect(charge!.amount).toBe(charge!.fees.reduce((sum, fee) => sum + fee.amount, 0));

    await giveCredit(t, member, 5_000);
    const shown = await preview(t, member, [code], 999_999);
    expect(shown).toMatchObject({
      totalAmountKrw: charge!.amount,
      discountAmount: 0,
      creditAvailable: 5_000,
      maxCreditRedeem: 5_000,
      creditRedeemAmount: 5_000,
      amount: charge!.amount - 5_000,
      hasPendingFee: false,
    });
    const rates = { base: shown.exchangeRate.base, wise: shown.exchangeRate.wise };
    for (const method of ['WISE', 'PAYPAL', 'CARD'] as const) {
      expect(shown.amountsUsd[method]).toBe(paymentAmountCents(charge!.amount - 5_000, method, rates));
    }
  });

  it('answers 404 for another member’s target and 409 for one not awaiting payment', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const theirs = await createOfmRequest(t, other);
    const mine = await createOfmRequest(t, member);
    const foreign = await requestOrder(t, member, [theirs], 'WISE');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`${theirs} was not found.`);
    await t.post(`/api/ofm-services/${mine}/cancel`, undefined, member.cookie);
    const cancelled = await requestOrder(t, member, [mine], 'WISE');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`${mine} cannot be paid now: it is cancelled.`);
    const none = await t.post('/api/orders/request', { targets: [], paymentMethod: 'WISE' }, member.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.targets).toBe(paymentMessages.selectItems);
    expect((await t.get('/api/charges')).statusCode).toBe(401);
  });

  it('pays for the kinds the app root hands in (AppContext.payableKinds) and no other', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    expect((await charges(t, member)).map((charge) => charge.targetCode)).toEqual([code]);
    const handedIn = t.app.appContext.payableKinds;
    t.app.appContext.payableKinds = [];
    expect(await charges(t, member)).toEqual([]);
    const refused = await requestOrder(t, member, [code], 'WISE');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(`${code} was not found.`);
    t.app.appContext.payableKinds = handedIn;
    expect((await requestOrder(t, member, [code], 'WISE')).statusCode).toBe(200);
  });

  it('ignores amounts from the client and refuses credit beyond the cap or not covering a CREDIT payment', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    await giveCredit(t, member, 3_000);
    const tooMuch = await requestOrder(t, member, [code], 'WISE', 3_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(paymentMessages.creditTooHigh);
    const short = await requestOrder(t, member, [code], 'CREDIT', 3_000);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(paymentMessages.creditNotEnough);
    const tampered = await t.post(
      '/api/orders/request',
      {
        targets: [ofmTarget(code)],
        creditRedeemAmount: 0,
        paymentMethod: 'WISE',
        amount: 1,
        totalAmountKrw: 1,
      },
      member.cookie,
    );
    expect(tampered.statusCode, tampered.body).toBe(200);
    const [charge] = await charges(t, member);
    expect(tampered.json().totalAmountKrw).toBe(charge!.amount);
  });
});

describe('paying', () => {
  it('CREDIT covering everything pays at once: OR03, the request paid, fees paid, one redeem in the ledger', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const [charge] = await charges(t, member);
    await giveCredit(t, member, charge!.amount + 1_000);
    const response = await requestOrder(t, member, [code], 'CREDIT', charge!.amount);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'OR03',
      valid: true,
      paymentMethod: 'CREDIT',
      amount: 0,
      totalAmountUsd: 0,
      creditRedeemAmount: charge!.amount,
      paidAmount: 0,
      payment: null,
    });
    expect(await ofmStatus(t, member, code)).toBe('SCOM03');
    expect(await charges(t, member)).toEqual([]);
    const entries = await ledger(t, eq(creditEntries.transactionType, 'R'));
    expect(entries).toMatchObject([
      { category: 'ORDER_PAYMENT', amountKrw: charge!.amount, sourceCode: response.json().code },
    ]);
    const [owner] = await t.database.db.select().from(requests).where(eq(requests.code, code));
    expect(await creditBalance(t.database.db, owner!.memberId)).toBe(1_000);
  });

  it('WISE: the deposit with the spec’s messages waits for staff; a rejection sends it back, a confirmation pays it', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const code = await createOfmRequest(t, member);
    const order = (await requestOrder(t, member, [code], 'WISE')).json();
    expect(order).toMatchObject({ status: 'OR01', paymentMethod: 'WISE', payment: null });
    expect(order.totalAmountUsd).toBe(order.amountsUsd.WISE);
    const deposit = (payload: object) => depositFor(t, member, order.code, payload);
    const empty = await deposit({ paymentMethod: 'WISE', referenceCode: ' ', amount: '' });
    expect(empty.json().fieldErrors).toEqual({
      referenceCode: paymentMessages.referenceRequired,
      amount: paymentMessages.amountRequired,
    });
    const badNumber = await deposit({ paymentMethod: 'WISE', referenceCode: '#12345', amount: '12.3.4' });
    expect(badNumber.json().fieldErrors).toEqual({
      referenceCode: paymentMessages.transactionNumber,
      amount: paymentMessages.amountInvalid,
    });
    const sent = await deposit({ paymentMethod: 'WISE', referenceCode: ' 123456789 ', amount: '1,234.50' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'OR02',
      deposit: { referenceCode: '#123456789', amountCents: 123_450 },
    });
    expect(await ofmStatus(t, member, code)).toBe('SCOM02');

    const reject = (reason: string) => staffStep(t, staff, order.code, 'reject-deposit', { reason });
    expect((await reject(' ')).json().fieldErrors).toEqual({ reason: 'Reason is required' });
    const rejected = await reject('No transfer with this number arrived.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'OR01', deposit: null });
    expect(await ofmStatus(t, member, code)).toBe('SCOM01');
    const mail = await t.latestMailTo(member.email);
    expect(mail?.textBody).toContain('No transfer with this number arrived.');
    // The invoice's own notice names it and links to the member's invoice page.
    const [orderMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `[Order] ${order.code}: Awaiting payment`));
    expect(orderMail?.textBody).toContain(`/invoices/${order.code}`);

    await deposit({ paymentMethod: 'WISE', referenceCode: '#987654321', amount: order.totalAmountUsd / 100 });
    const confirmed = await staffStep(t, staff, order.code, 'confirm-deposit', {
      receivedAmount: order.totalAmountUsd / 100,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'OR03', paidAmount: order.totalAmountUsd });
    expect(await ofmStatus(t, member, code)).toBe('SCOM03');
    const again = await staffStep(t, staff, order.code, 'confirm-deposit', {
      receivedAmount: order.totalAmountUsd / 100,
    });
    expect(again.statusCode).toBe(409);
    const asMember = await t.post(
      `/api/staff/orders/${order.code}/confirm-deposit`,
      { receivedAmount: order.totalAmountUsd / 100 },
      member.cookie,
    );
    expect(asMember.statusCode).toBe(404);
  });

  it('PAYPAL through the sandbox window: pending until approved, then paid once; the cart lines and held stock settle', async () => {
    const t = await start();
    const member = await t.createMember();
    const product = await insertProduct(t.database.db, { name: 'Album', stockQuantity: 4 });
    const line = (
      await t.post('/api/cart/items', { shopProductId: product.id, quantity: 2 }, member.cookie)
    ).json().id;
    const { code } = (await t.post('/api/cart/checkout', { itemIds: [line] }, member.cookie)).json();
    const order = (await requestOrder(t, member, [code], 'PAYPAL')).json();
    expect(order).toMatchObject({ status: 'OR01', paymentMethod: 'PAYPAL', payment: { channel: 'PAYPAL' } });
    expect(order.totalAmountUsd).toBe(order.amountsUsd.PAYPAL);

    const pending = (await confirmPayment(t, member, order.code)).json();
    expect(pending).toEqual({ code: order.code, status: 'OR01', valid: true, failure: null });
    const back = await answerSandbox(t, order.payment.approveUrl, true);
    expect(back.pathname).toBe('/payment/success');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      channel_key: 'PAYPAL',
      merchant_order_ref: order.code,
      status_code: '1000',
    });
    const paid = (await confirmPayment(t, member, order.code)).json();
    expect(paid).toEqual({ code: order.code, status: 'OR03', valid: true, failure: null });
    expect((await confirmPayment(t, member, order.code)).json().status).toBe('OR03');
    expect(await ofmStatus(t, member, code)).toBe('SCOM03');
    const [reservation] = await t.database.db.select().from(stockReservations);
    expect(reservation!.status).toBe('SOLD');
    expect(await t.database.db.select().from(cartItems)).toHaveLength(0);
    const detail = (await t.get(`/api/orders/${order.code}`, member.cookie)).json();
    expect(detail).toMatchObject({ status: 'OR03', paidAmount: order.totalAmountUsd });
    expect(detail.fees.every((fee: { status: string }) => fee.status === 'PAID')).toBe(true);
  });

  it('a declined card shows the provider’s reason; paying the invoice with PayPal replaces it and pays', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const order = (await requestOrder(t, member, [code], 'CARD')).json();
    expect(order.payment.channel).toBe('PAYLETTER');
    const back = await answerSandbox(t, order.payment.approveUrl, false);
    expect(back.pathname).toBe('/payment/failure');
    expect(back.searchParams.get('channel_key')).toBe('PAYLETTER');
    const declined = (await confirmPayment(t, member, order.code)).json();
    expect(declined).toMatchObject({
      status: 'OR01',
      failure: { code: 'DECLINED', reason: 'The payment was declined on the sandbox page.' },
    });
    const replaced = await t.post(
      `/api/orders/${order.code}/pay`,
      { paymentMethod: 'PAYPAL' },
      member.cookie,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json();
    expect(next.code).not.toBe(order.code);
    expect(next).toMatchObject({
      paymentMethod: 'PAYPAL',
      exchangeRate: order.exchangeRate,
      totalAmountUsd: order.amountsUsd.PAYPAL,
    });
    const old = (await t.get(`/api/orders/${order.code}`, member.cookie)).json();
    expect(old.status).toBe('OR09');
    await answerSandbox(t, next.payment.approveUrl, true);
    expect((await confirmPayment(t, member, next.code)).json().status).toBe('OR03');
    expect(await ofmStatus(t, member, code)).toBe('SCOM03');
  });

  it('a provider that times out leaves the invoice unpaid and payable again', async () => {
    let failing = true;
    const flaky: PaymentProvider = {
      name: 'flaky',
      async start() {
        if (failing) throw new PaymentProviderError('timeout', 'no answer');
        return { providerRef: 'REF-1', approveUrl: 'https://pay.example.com/REF-1' };
      },
      async inspect() {
        throw new PaymentProviderError('invalid-response', 'garbage');
      },
      async settle() {
        throw new PaymentProviderError('invalid-response', 'garbage');
      },
      async readWebhook() {
        return null;
      },
    };
    const t = await start({}, { paymentProviders: { CARD: flaky } });
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const response = await requestOrder(t, member, [code], 'CARD');
    expect(response.statusCode).toBe(502);
    const [order] = (await t.get('/api/orders', member.cookie)).json().content;
    expect(response.json().message).toBe(
      `The payment provider did not answer. Your invoice ${order.code} is kept: try again from your invoices.`,
    );
    failing = false;
    const retried = await t.post(`/api/orders/${order.code}/pay`, { paymentMethod: 'CARD' }, member.cookie);
    expect(retried.json().payment).toEqual({
      channel: 'PAYLETTER',
      approveUrl: 'https://pay.example.com/REF-1',
    });
    expect((await confirmPayment(t, member, order.code)).json()).toMatchObject({
      status: 'OR01',
      failure: null,
    });
  });
});

describe('invoices', () => {
  it('a fee in an open invoice is pending: Pay is locked elsewhere until that invoice is cancelled', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const first = (await requestOrder(t, member, [code], 'WISE')).json();
    expect(first.closedReason).toBeNull();
    const shown = await preview(t, member, [code]);
    expect(shown.hasPendingFee).toBe(true);
    expect(shown.targets[0].fees[0]).toMatchObject({ status: 'PENDING', pendingOrderCode: first.code });
    const second = await requestOrder(t, member, [code], 'CARD');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `${code} is already in invoice ${first.code}. Pay or cancel that invoice first.`,
    );

    const cancel = (orderCode: string) => t.post(`/api/orders/${orderCode}/cancel`, undefined, member.cookie);
    const cancelled = await cancel(first.code);
    expect(cancelled.json()).toMatchObject({ status: 'OR09', valid: true, closedReason: 'CANCELLED' });
    expect((await cancel(first.code)).json().message).toBe(paymentMessages.orderNotCancellable);
    expect((await preview(t, member, [code])).hasPendingFee).toBe(false);
    const list = (await t.get('/api/orders', member.cookie)).json();
    expect(list).toMatchObject({ currentPage: 1, totalPages: 1, totalElements: 1 });
    expect(list.content[0].closedReason).toBe('CANCELLED');
    const other = await t.createMember();
    expect((await t.get(`/api/orders/${first.code}`, other.cookie)).statusCode).toBe(404);
    expect((await cancel(first.code)).statusCode).toBe(409);
  });

  it('an invoice whose fee was cancelled (the request re-priced or cancelled) is invalid and cancelled, not payable', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const order = (await requestOrder(t, member, [code], 'WISE')).json();
    const edit = await t.patch(
      `/api/ofm-services/${code}`,
      {
        type: 'ONLINE_REGULAR',
        shopName: 'Ktown4u',
        items: [
          { url: 'https://shop.example.kr/item/1', name: 'Mini album', unitPrice: 30_000, quantity: 1 },
        ],
      },
      member.cookie,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await t.get(`/api/orders/${order.code}`, member.cookie)).json();
    expect(after).toMatchObject({ status: 'OR09', valid: false, closedReason: 'CANCELLED' });
    expect(after.fees.some((fee: { status: string }) => fee.status === 'CANCELLED')).toBe(true);
    const deposit = await depositFor(t, member, order.code, {
      paymentMethod: 'WISE',
      referenceCode: '#123456789',
      amount: order.totalAmountUsd / 100,
    });
    expect(deposit.statusCode).toBe(409);
    const [charge] = await charges(t, member);
    expect(charge!.fees[0]).toMatchObject({ amount: 30_000, status: 'UNPAID' });
    const history = await movesTo(t, 'OR09');
    expect(history).toMatchObject([{ actor: 'system', reason: 'A fee of this invoice was cancelled.' }]);
  });

  it('staff refund a paid invoice to credit once, at most what it was worth', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const code = await createOfmRequest(t, member);
    const [charge] = await charges(t, member);
    await giveCredit(t, member, charge!.amount);
    const order = (await requestOrder(t, member, [code], 'CREDIT', charge!.amount)).json();
    const refund = (amount: number) =>
      staffStep(t, staff, order.code, 'refund-to-credit', { amount, reason: 'Out of stock at the shop' });
    expect((await refund(charge!.amount + 1)).statusCode).toBe(400);
    const done = await refund(5_000);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refundedKrw).toBe(5_000);
    expect((await refund(1)).json().message).toBe('This invoice was already refunded to credit.');
    const detail = (await t.get(`/api/staff/requests/order/${order.code}`, staff.cookie)).json();
    expect(detail).toMatchObject({
      code: order.code,
      status: 'OR03',
      member: { code: member.code },
      refundedKrw: 5_000,
    });
  });
});

describe('paying under concurrency', () => {
  it('20 confirmations of one approved payment at once: one OR03, one redeem, one set of moves, cart settled once', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    await giveCredit(t, member, 1_000);
    const order = (await requestOrder(t, member, [code], 'PAYPAL', 1_000)).json();
    await answerSandbox(t, order.payment.approveUrl, true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirmPayment(t, member, order.code)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe('OR03');
    }
    const moves = await movesTo(t, 'OR03');
    expect(moves).toHaveLength(1);
    const paidTargets = await movesTo(t, 'SCOM03');
    expect(paidTargets).toHaveLength(1);
    const redeems = await ledger(t, eq(creditEntries.transactionType, 'R'));
    expect(redeems).toHaveLength(1);
  });

  it('two tabs paying the same request at once: one invoice holds its fees, the other is refused', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createOfmRequest(t, member);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestOrder(t, member, [code], 'WISE')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const held = await t.database.db.select().from(feeLines);
    expect(new Set(held.map((line) => line.orderRequestId)).size).toBe(1);
  });

  it('20 credit payments at once against credit covering 3: exactly 3 paid, the balance never below zero', async () => {
    const t = await start();
    const member = await t.createMember();
    const codes = [];
    for (let index = 0; index < 20; index++) codes.push(await createOfmRequest(t, member));
    const [charge] = await charges(t, member);
    await giveCredit(t, member, charge!.amount * 3);
    const answers = await Promise.all(
      codes.map((code) => requestOrder(t, member, [code], 'CREDIT', charge!.amount)),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(3);
    expect(paid.every((answer) => answer.json().status === 'OR03')).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(400);
    }
    const [owner] = await t.database.db.select().from(requests).where(eq(requests.code, codes[0]!));
    expect(await creditBalance(t.database.db, owner!.memberId)).toBe(0);
  });

  it('staff confirming one deposit and refunding one order many times at once: one payment, one refund', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const code = await createOfmRequest(t, member);
    const order = (await requestOrder(t, member, [code], 'WISE')).json();
    await depositFor(t, member, order.code, {
      paymentMethod: 'WISE',
      referenceCode: '#123456789',
      amount: order.totalAmountUsd / 100,
    });
    const staffPost = (step: string, payload?: object) => staffStep(t, staff, order.code, step, payload);
    const received = { receivedAmount: order.totalAmountUsd / 100 };
    const confirms = await Promise.all(
      Array.from({ length: 10 }, () => staffPost('confirm-deposit', received)),
    );
    expect(confirms.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(confirms.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const paid = await movesTo(t, 'SCOM03');
    expect(paid).toHaveLength(1);

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => staffPost('refund-to-credit', { amount: 1_000, reason: 'Goodwill' })),
    );
    expect(refunds.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(refunds.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const earned = await ledger(t, eq(creditEntries.category, 'ORDER_REFUND'));
    expect(earned).toHaveLength(1);
  });
});
