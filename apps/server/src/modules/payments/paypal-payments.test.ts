import { requestHistory } from '@fanship/db/request-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { confirmPayment, createOfmRequest, requestOrder } from '../../test/payments.ts';
import { payPalAgainst, useFakePayPal } from '../../test/paypal.ts';

const { start } = setupTestApps();
const { fake } = useFakePayPal();

/** An app whose PayPal payments go to the fake PayPal, a member and an order paid with PayPal (not approved yet). */
async function payPalOrder() {
  const t = await start({}, { paymentProviders: { PAYPAL: payPalAgainst(fake(), { timeoutMs: 5_000 }) } });
  const member = await t.createMember();
  const code = await createOfmRequest(t, member);
  const response = await requestOrder(t, member, [code], 'PAYPAL');
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json();
  // The fake outlives each test's database, whose order codes start again: the newest PayPal order is this one.
  const paypalOrder = [...fake().orders.values()].findLast((candidate) => candidate.customId === order.code);
  if (!paypalOrder) throw new Error('No PayPal order was created');
  return { t, member, code, order, paypalOrderId: paypalOrder.id };
}

const webhook = (
  t: Awaited<ReturnType<typeof payPalOrder>>['t'],
  headers: Record<string, string>,
  rawBody: string,
) =>
  t.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paypal',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: rawBody,
  });

describe('paying with PayPal (the Orders v2 adapter against a fake PayPal)', () => {
  it('opens PayPal’s approve page for the order’s PayPal amount and settles when the approval webhook arrives', async () => {
    const { t, member, code, order, paypalOrderId } = await payPalOrder();
    expect(order.payment.channel).toBe('PAYPAL');
    expect(fake().orders.get(paypalOrderId)?.amount).toEqual({
      currency_code: 'USD',
      value: (order.totalAmountUsd / 100).toFixed(2),
    });
    expect((await confirmPayment(t, member, order.code)).json().status).toBe('OR01');
    const capturesBefore = fake().capturesMade();
    fake().approve(paypalOrderId);
    const { headers, rawBody } = fake().webhook('CHECKOUT.ORDER.APPROVED', paypalOrderId);
    const received = await webhook(t, headers, rawBody);
    expect(received.statusCode, received.body).toBe(200);
    expect(fake().capturesMade() - capturesBefore).toBe(1);
    const paid = (await t.get(`/api/orders/${order.code}`, member.cookie)).json();
    expect(paid).toMatchObject({ status: 'OR03', paidAmount: order.totalAmountUsd });
    const ofm = (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();
    expect(ofm.status).toBe('SCOM03');
  });

  it('a forged webhook is refused and changes nothing', async () => {
    const { t, member, order, paypalOrderId } = await payPalOrder();
    const capturesBefore = fake().capturesMade();
    fake().approve(paypalOrderId);
    const { headers, rawBody } = fake().webhook('CHECKOUT.ORDER.APPROVED', paypalOrderId);
    const forged = await webhook(t, headers, rawBody.replace(paypalOrderId, `${paypalOrderId}X`));
    expect(forged.statusCode).toBe(400);
    expect(fake().capturesMade()).toBe(capturesBefore);
    expect((await t.get(`/api/orders/${order.code}`, member.cookie)).json().status).toBe('OR01');
  });

  it('webhooks, confirmations and retries arriving together capture once and settle once', async () => {
    const { t, member, order, paypalOrderId } = await payPalOrder();
    fake().settings.captureDelayMs = 50;
    const capturesBefore = fake().capturesMade();
    fake().approve(paypalOrderId);
    const approved = fake().webhook('CHECKOUT.ORDER.APPROVED', paypalOrderId);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => confirmPayment(t, member, order.code)),
      ...Array.from({ length: 10 }, () => webhook(t, approved.headers, approved.rawBody)),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(fake().capturesMade() - capturesBefore).toBe(1);
    const moves = await t.database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.toStatus, 'OR03'));
    expect(moves).toHaveLength(1);
    expect((await confirmPayment(t, member, order.code)).json().status).toBe('OR03');
  });

  it('PayPal answering garbage leaves the order unpaid and payable: the next confirmation settles it', async () => {
    const { t, member, order, paypalOrderId } = await payPalOrder();
    fake().approve(paypalOrderId);
    fake().settings.failure = { endpoint: 'get-order', how: 'garbage' };
    expect((await confirmPayment(t, member, order.code)).json()).toMatchObject({
      status: 'OR01',
      failure: null,
    });
    fake().settings.failure = undefined;
    expect((await confirmPayment(t, member, order.code)).json().status).toBe('OR03');
  });
});
