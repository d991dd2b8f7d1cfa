import { describe, expect, it } from 'vitest';
import { payPalAgainst, providerError, startInput, useFakePayPal } from '../../../test/paypal.ts';
import type { SettleInput, StartPaymentInput } from '../payment-provider.ts';

const { fake } = useFakePayPal();

/** A payment started at the fake, and the settle input for it. */
async function started(overrides: Partial<StartPaymentInput> = {}) {
  const paypal = payPalAgainst(fake());
  const input = startInput(overrides);
  const payment = await paypal.start(input);
  const settleInput = (changes: Partial<SettleInput> = {}): SettleInput => ({
    providerRef: payment.providerRef,
    orderCode: input.orderCode,
    amountCents: input.amountCents,
    idempotencyKey: `settle-${input.orderCode}`,
    ...changes,
  });
  return { paypal, input, payment, settleInput };
}

const capturesOf = (orderId: string) =>
  fake().requests.filter((request) => request.path === `/v2/checkout/orders/${orderId}/capture`);

describe('PayPal start', () => {
  it('creates a CAPTURE order for the amount with PayPal-Request-Id and returns the payer-action link', async () => {
    const { input, payment } = await started();
    const request = fake().requests.findLast((entry) => entry.path === '/v2/checkout/orders');
    expect(request?.headers['paypal-request-id']).toBe(input.idempotencyKey);
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units).toEqual([
      {
        reference_id: input.orderCode,
        custom_id: input.orderCode,
        invoice_id: input.orderCode,
        description: `Order Information - ${input.orderCode}`,
        amount: { currency_code: 'USD', value: '123.45' },
      },
    ]);
    const context = body.payment_source.paypal.experience_context;
    expect(context).toMatchObject({ shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' });
    const returnUrl = new URL(context.return_url);
    expect(returnUrl.pathname).toBe('/payment/waiting');
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      channel_key: 'PAYPAL',
      status_code: '1000',
      merchant_order_ref: input.orderCode,
    });
    const cancelUrl = new URL(context.cancel_url);
    expect(Object.fromEntries(cancelUrl.searchParams)).toEqual({
      cancelled: '1',
      channel_key: 'PAYPAL',
      status_code: 'CANCELLED',
      status_reason: 'The payment was cancelled at PayPal.',
      merchant_order_ref: input.orderCode,
    });

    expect(payment.approveUrl).toBe(`${fake().url}/checkoutnow?token=${payment.providerRef}`);
    expect(fake().orders.get(payment.providerRef)).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      amount: { currency_code: 'USD', value: '123.45' },
    });
  });

  it('returns the same PayPal order for a retried start with the same key', async () => {
    const { paypal, input, payment } = await started();
    const again = await paypal.start(input);
    expect(again).toEqual(payment);
    const forCode = [...fake().orders.values()].filter((order) => order.customId === input.orderCode);
    expect(forCode).toHaveLength(1);
  });

  it('writes whole cents exactly', async () => {
    const { payment } = await started({ amountCents: 5 });
    expect(fake().orders.get(payment.providerRef)?.amount.value).toBe('0.05');
  });

  it('is an invalid response when the order comes back without an approve link', async () => {
    fake().settings.failure = { endpoint: 'create-order', how: 'wrong-shape' };
    expect((await providerError(payPalAgainst(fake()).start(startInput()))).kind).toBe('invalid-response');
  });
});

describe('PayPal settle', () => {
  it('is PENDING while the payer has not approved, and captures nothing', async () => {
    const { paypal, payment, settleInput } = await started();
    expect(await paypal.settle(settleInput())).toEqual({ state: 'PENDING' });
    fake().setOrderStatus(payment.providerRef, 'CREATED');
    expect(await paypal.settle(settleInput())).toEqual({ state: 'PENDING' });
    expect(capturesOf(payment.providerRef)).toHaveLength(0);
  });

  it('inspecting never captures: PENDING, then APPROVED once the payer approved, then PAID after the capture', async () => {
    const { paypal, payment, settleInput } = await started();
    expect(await paypal.inspect(settleInput())).toEqual({ state: 'PENDING' });
    fake().approve(payment.providerRef);
    expect(await paypal.inspect(settleInput())).toEqual({ state: 'APPROVED' });
    expect(await paypal.inspect(settleInput({ amountCents: 1 }))).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(capturesOf(payment.providerRef)).toHaveLength(0);
    const paid = await paypal.settle(settleInput());
    expect(await paypal.inspect(settleInput())).toEqual(paid);
    expect(capturesOf(payment.providerRef)).toHaveLength(1);
  });

  it('captures an approved order with the settle key and is PAID with the capture id and amount', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    const before = fake().capturesMade();
    const state = await paypal.settle(settleInput());
    const capture = fake().orders.get(payment.providerRef)?.captures[0];
    expect(capture?.id).toMatch(/^3C/);
    expect(state).toEqual({ state: 'PAID', providerPaymentId: capture?.id, amountCents: 12_345 });
    expect(fake().capturesMade() - before).toBe(1);
    expect(capturesOf(payment.providerRef)[0]?.headers['paypal-request-id']).toBe(
      settleInput().idempotencyKey,
    );

    // Settling again reads the completed order's capture; nothing is captured twice.
    expect(await paypal.settle(settleInput())).toEqual(state);
    expect(fake().capturesMade() - before).toBe(1);
    expect(capturesOf(payment.providerRef)).toHaveLength(1);
  });

  it('captures once when settles with one key run at the same time', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.captureDelayMs = 100;
    const before = fake().capturesMade();
    const states = await Promise.all(Array.from({ length: 5 }, () => paypal.settle(settleInput())));
    const captureId = fake().orders.get(payment.providerRef)?.captures[0]?.id;
    expect(states).toEqual(
      Array.from({ length: 5 }, () => ({ state: 'PAID', providerPaymentId: captureId, amountCents: 12_345 })),
    );
    expect(fake().capturesMade() - before).toBe(1);
    expect(fake().orders.get(payment.providerRef)?.captures).toHaveLength(1);
  });

  it('reads the order again when another capture got there first (ORDER_ALREADY_CAPTURED)', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.captureDelayMs = 300;
    const before = fake().capturesMade();
    const first = paypal.settle(settleInput({ idempotencyKey: 'first-attempt' }));
    await expect.poll(() => capturesOf(payment.providerRef).length).toBe(1);
    // The order still reads APPROVED while the first capture runs; this settle's capture gets a 422.
    const second = await paypal.settle(settleInput({ idempotencyKey: 'second-attempt' }));
    const captureId = fake().orders.get(payment.providerRef)?.captures[0]?.id;
    expect(second).toEqual({ state: 'PAID', providerPaymentId: captureId, amountCents: 12_345 });
    expect(await first).toEqual(second);
    expect(capturesOf(payment.providerRef)).toHaveLength(2);
    expect(fake().capturesMade() - before).toBe(1);
  });

  it('does not capture an order for another amount than the one expected', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    expect(await paypal.settle(settleInput({ amountCents: 12_000 }))).toEqual({
      state: 'FAILED',
      code: 'AMOUNT_MISMATCH',
      reason: 'The PayPal order is for USD 123.45, the order expects USD 120.00',
    });
    expect(capturesOf(payment.providerRef)).toHaveLength(0);
  });

  it('is not PAID when the capture is for another amount or currency', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.capturedValue = '100.00';
    expect(await paypal.settle(settleInput())).toEqual({
      state: 'FAILED',
      code: 'AMOUNT_MISMATCH',
      reason: 'PayPal captured USD 100.00, the order expects USD 123.45',
    });
  });

  it("is FAILED when the capture's own status is DECLINED, though the order reads COMPLETED", async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.captureOutcome = 'DECLINED';
    expect(await paypal.settle(settleInput())).toEqual({
      state: 'FAILED',
      code: 'DECLINED',
      reason: 'PayPal declined the payment.',
    });
    expect(fake().orders.get(payment.providerRef)?.status).toBe('COMPLETED');
  });

  it('is PENDING while the capture itself is pending', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.captureOutcome = 'PENDING';
    expect(await paypal.settle(settleInput())).toEqual({ state: 'PENDING' });
    expect(await paypal.settle(settleInput())).toEqual({ state: 'PENDING' });
    expect(fake().orders.get(payment.providerRef)?.captures).toHaveLength(1);
  });

  it('is FAILED when PayPal declines the funding instrument, and the order can be paid again', async () => {
    const { paypal, payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    fake().settings.captureOutcome = 'INSTRUMENT_DECLINED';
    expect(await paypal.settle(settleInput())).toMatchObject({
      state: 'FAILED',
      code: 'INSTRUMENT_DECLINED',
    });
    expect(fake().orders.get(payment.providerRef)?.status).toBe('APPROVED');
  });

  it('is FAILED for a voided order and for a PayPal order of another order code', async () => {
    const voided = await started();
    fake().setOrderStatus(voided.payment.providerRef, 'VOIDED');
    expect(await voided.paypal.settle(voided.settleInput())).toMatchObject({
      state: 'FAILED',
      code: 'VOIDED',
    });

    const other = await started();
    fake().approve(other.payment.providerRef);
    expect(await other.paypal.settle(other.settleInput({ orderCode: 'OR2603019998' }))).toMatchObject({
      state: 'FAILED',
      code: 'ORDER_MISMATCH',
    });
    expect(capturesOf(other.payment.providerRef)).toHaveLength(0);
  });

  it('leaves an approved order uncaptured when the capture times out, fails or answers garbage', async () => {
    const { payment, settleInput } = await started();
    fake().approve(payment.providerRef);
    const paypal = payPalAgainst(fake(), { timeoutMs: 200 });
    for (const [how, kind] of [
      ['timeout', 'timeout'],
      ['server-error', 'unavailable'],
      ['garbage', 'invalid-response'],
    ] as const) {
      fake().settings.failure = { endpoint: 'capture', how };
      expect((await providerError(paypal.settle(settleInput()))).kind).toBe(kind);
    }
    expect(fake().orders.get(payment.providerRef)?.status).toBe('APPROVED');
    fake().reset();
    expect(await paypal.settle(settleInput())).toMatchObject({ state: 'PAID' });
  });
});

describe('PayPal webhooks', () => {
  it('reads a verified CHECKOUT.ORDER.APPROVED as the PayPal order and our order code', async () => {
    const { paypal, input, payment } = await started();
    fake().approve(payment.providerRef);
    const { headers, rawBody } = fake().webhook('CHECKOUT.ORDER.APPROVED', payment.providerRef);
    expect(await paypal.readWebhook(headers, rawBody)).toEqual({
      providerRef: payment.providerRef,
      orderCode: input.orderCode,
    });
    const verify = fake().requests.findLast(
      (request) => request.path === '/v1/notifications/verify-webhook-signature',
    );
    const sent = JSON.parse(verify?.body ?? '{}');
    expect(sent).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      cert_url: headers['paypal-cert-url'],
      webhook_id: fake().webhookId,
    });
    expect(sent.webhook_event).toEqual(JSON.parse(rawBody));
  });

  it('reads capture events by the order id in supplementary_data, whatever the header case', async () => {
    const { paypal, input, settleInput, payment } = await started();
    fake().approve(payment.providerRef);
    await paypal.settle(settleInput());
    const completed = fake().webhook('PAYMENT.CAPTURE.COMPLETED', payment.providerRef);
    const shouting = Object.fromEntries(
      Object.entries(completed.headers).map(([name, value]) => [name.toUpperCase(), [value]]),
    );
    expect(await paypal.readWebhook(shouting, completed.rawBody)).toEqual({
      providerRef: payment.providerRef,
      orderCode: input.orderCode,
    });

    const denied = await started();
    const event = fake().webhook('PAYMENT.CAPTURE.DENIED', denied.payment.providerRef);
    expect(await denied.paypal.readWebhook(event.headers, event.rawBody)).toEqual({
      providerRef: denied.payment.providerRef,
      orderCode: denied.input.orderCode,
    });
  });

  it('is null for a verified event that concerns no payment', async () => {
    const { paypal, payment } = await started();
    const { headers, rawBody } = fake().webhook('CUSTOMER.DISPUTE.CREATED', payment.providerRef);
    expect(await paypal.readWebhook(headers, rawBody)).toBeNull();
  });

  it('refuses a forged webhook: a changed body, missing headers, garbage or another webhook id', async () => {
    const { paypal, payment } = await started();
    const { headers, rawBody } = fake().webhook('CHECKOUT.ORDER.APPROVED', payment.providerRef);
    const changed = rawBody.replace(payment.providerRef, '5O9999999999999');
    const unsigned = { ...headers, 'paypal-transmission-sig': undefined };
    const before = fake().requests.length;
    for (const [attempt, body, forgedHeaders] of [
      ['changed body', changed, headers],
      ['no signature', rawBody, unsigned],
      ['garbage', '{"event_type": ', headers],
      ['not an event', '[1,2,3]', headers],
    ] as const) {
      const failure = await providerError(paypal.readWebhook(forgedHeaders, body));
      expect(failure.kind, attempt).toBe('bad-signature');
    }
    const verifyCalls = fake()
      .requests.slice(before)
      .filter((request) => request.path.includes('verify'));
    expect(verifyCalls).toHaveLength(1);

    const otherHook = payPalAgainst(fake(), { webhookId: 'WH-SOMEONE-ELSE' });
    expect((await providerError(otherHook.readWebhook(headers, rawBody))).kind).toBe('bad-signature');

    fake().settings.verification = 'FAILURE';
    expect((await providerError(paypal.readWebhook(headers, rawBody))).message).toBe(
      'The PayPal webhook signature does not verify',
    );
  });

  it('is unavailable, not forged, when PayPal cannot verify it now (so the sender retries)', async () => {
    const { paypal, payment } = await started();
    const { headers, rawBody } = fake().webhook('CHECKOUT.ORDER.APPROVED', payment.providerRef);
    fake().settings.failure = { endpoint: 'verify', how: 'server-error' };
    expect((await providerError(paypal.readWebhook(headers, rawBody))).kind).toBe('unavailable');
  });
});
