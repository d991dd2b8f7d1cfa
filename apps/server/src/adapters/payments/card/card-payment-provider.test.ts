import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCardServer, startFakeCardServer } from '../../../test-support/payments/fake-card-server.ts';
import { PaymentProviderError, type StartPaymentInput } from '../payment-provider.ts';
import { createCardApiClient } from './card-api-client.ts';
import { createCardProvider } from './card-payment-provider.ts';
import { signFields } from './card-signature.ts';

let fake: FakeCardServer;
let orderNumber = 0;

beforeAll(async () => {
  fake = await startFakeCardServer({
    merchantKey: 'merchant-key-1',
    secret: 'merchant-secret-1',
    hangMs: 5000,
  });
});

afterEach(() => {
  fake.failWith(null);
});

afterAll(async () => {
  await fake.close();
});

function config(overrides: Partial<Parameters<typeof createCardProvider>[0]> = {}) {
  return {
    merchantKey: fake.merchantKey,
    secret: fake.secret,
    baseUrl: fake.baseUrl,
    timeoutMs: 300,
    environment: 'sandbox' as const,
    ...overrides,
  };
}

function newOrder(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  orderNumber += 1;
  const orderCode = `OR26112300${String(orderNumber).padStart(2, '0')}`;
  return {
    orderCode,
    method: 'CARD',
    amountCents: 12_345,
    currency: 'USD',
    description: `Order Information - ${orderCode}`,
    items: [
      { id: 'OF2611230001', name: 'Lightstick ver. 2', priceCents: 6151, quantity: 1 },
      { id: 'OF2611230002', name: 'Photocard set', priceCents: 3097, quantity: 2 },
    ],
    payer: { memberCode: 'AB12CD3', firstName: 'Mina', lastName: 'Kim', email: 'mina@example.com' },
    returnUrl: `https://shop.example.com/payment/waiting?order=${orderCode}`,
    cancelUrl: `https://shop.example.com/invoices?order=${orderCode}`,
    idempotencyKey: `${orderCode}-start-1`,
    ...overrides,
  };
}

function settleInput(order: StartPaymentInput, providerRef: string) {
  return {
    providerRef,
    orderCode: order.orderCode,
    amountCents: order.amountCents,
    idempotencyKey: `${order.orderCode}-settle`,
  };
}

function requestsFor(path: string, orderCode: string) {
  return fake.requests.filter(
    (request) =>
      request.path === path &&
      (request.body as { merchant_order_id?: string }).merchant_order_id === orderCode,
  );
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('card provider: starting a payment', () => {
  it('creates a payment link with the spec payload and answers its reference and page', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const started = await provider.start(order);

    const link = fake.links.get(order.orderCode);
    expect(started).toEqual({
      providerRef: link?.linkRef,
      approveUrl: `${fake.baseUrl}/checkout?ref=${link?.linkRef}`,
    });

    const [signatureRequest] = requestsFor('/api/merchant/generate-signature', order.orderCode);
    expect(signatureRequest?.body).toEqual({
      portone_key: 'merchant-key-1',
      currency: 'USD',
      amount: 123.45,
      merchant_order_id: order.orderCode,
      success_url: order.returnUrl,
      failure_url: order.returnUrl,
    });
    const [linkRequest, ...more] = requestsFor('/api/paymentLink', order.orderCode);
    expect(more).toEqual([]);
    expect(linkRequest?.headers['x-portone-client-key']).toBe('merchant-key-1');
    expect(linkRequest?.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(linkRequest?.body).toMatchObject({
      portone_key: 'merchant-key-1',
      merchant_order_id: order.orderCode,
      currency: 'USD',
      amount: 123.45,
      description: `Order Information - ${order.orderCode}`,
      environment: 'sandbox',
      source: 'api',
      country_code: 'KR',
      success_url: order.returnUrl,
      failure_url: order.returnUrl,
      merchant_details: {
        name: 'Fanship',
        back_url: order.cancelUrl,
        promo_discount: 0,
        shipping_charges: 0,
      },
      billing_details: { billing_name: 'Mina', billing_surname: 'Kim', billing_email: 'mina@example.com' },
      order_details: [
        {
          id: 'OF2611230001',
          name: 'Lightstick ver. 2',
          price: 61.51,
          quantity: 1,
          additional_details: { Category: 'Digital' },
        },
        {
          id: 'OF2611230002',
          name: 'Photocard set',
          price: 30.97,
          quantity: 2,
          additional_details: { Category: 'Digital' },
        },
      ],
      chosen_payment_methods: [{ payment_channel: 'PAYLETTER', payment_method: 'PAYLETTER_CREDIT_CARD' }],
    });
    // The signature the provider made: HMAC-SHA256 in base64 over the sorted, form-encoded request fields.
    const message =
      `amount=123.45&client_key=merchant-key-1&currency=USD` +
      `&failure_url=${encodeURIComponent(order.returnUrl)}&merchant_order_id=${order.orderCode}` +
      `&success_url=${encodeURIComponent(order.returnUrl)}`;
    expect(linkRequest?.body).toMatchObject({
      signature_hash: createHmac('sha256', 'merchant-secret-1').update(message).digest('base64'),
    });
  });

  it('answers the same link to a second start for the order, however many arrive at once', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const first = await provider.start(order);
    const again = await provider.start({ ...order, idempotencyKey: `${order.orderCode}-start-2` });
    expect(again).toEqual(first);
    expect(requestsFor('/api/paymentLink', order.orderCode)).toHaveLength(1);

    const racing = newOrder();
    const [one, two, three] = await Promise.all([
      provider.start(racing),
      provider.start(racing),
      provider.start(racing),
    ]);
    expect(two).toEqual(one);
    expect(three).toEqual(one);
    expect([...fake.links.values()].filter((link) => link.merchantOrderId === racing.orderCode)).toHaveLength(
      1,
    );
  });

  it('refuses to reuse a link that expired or that charges another amount', async () => {
    const provider = createCardProvider(config());
    const expired = newOrder();
    await provider.start(expired);
    fake.expire(expired.orderCode);
    const refusal = await failureOf(provider.start(expired));
    expect(refusal.kind).toBe('rejected');
    expect(refusal.message).toContain('expired');

    const changed = newOrder();
    await provider.start(changed);
    expect((await failureOf(provider.start({ ...changed, amountCents: 12_346 }))).kind).toBe('rejected');
  });

  it('starts a card payment directly on the PAYLETTER channel (initiatePayment)', async () => {
    const client = createCardApiClient(config());
    const order = newOrder();
    const started = await client.initiatePayment({
      merchantOrderId: order.orderCode,
      amountCents: order.amountCents,
      currency: 'USD',
      description: order.description,
      items: order.items,
      billing: { name: 'Mina', surname: 'Kim', email: 'mina@example.com' },
      successUrl: order.returnUrl,
      failureUrl: order.returnUrl,
    });
    expect(started.redirectUrl).toContain(started.orderRef);
    expect(started.merchantOrderRef).toBe(order.orderCode);
    expect(requestsFor('/api/initiatePayment', order.orderCode)[0]?.body).toMatchObject({
      key: 'merchant-key-1',
      pmt_channel: 'PAYLETTER',
      pmt_method: 'PAYLETTER_CREDIT_CARD',
      amount: 123.45,
      currency: 'USD',
      transaction_type: 'PURCHASE',
    });
  });
});

describe('card provider: settling', () => {
  it('is PENDING until the payer pays, then PAID with the provider payment id', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    expect(await provider.settle(settleInput(order, providerRef))).toEqual({ state: 'PENDING' });
    fake.startPaying(order.orderCode);
    expect(await provider.settle(settleInput(order, providerRef))).toEqual({ state: 'PENDING' });
    const attempt = fake.pay(order.orderCode);
    const paid = { state: 'PAID', providerPaymentId: attempt.orderRef, amountCents: 12_345 };
    expect(await provider.settle(settleInput(order, providerRef))).toEqual(paid);
    expect(await provider.settle(settleInput(order, providerRef))).toEqual(paid);
  });

  it('is not PAID when the provider reports another amount or currency', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    fake.pay(order.orderCode);
    const otherAmount = await provider.settle({ ...settleInput(order, providerRef), amountCents: 12_346 });
    expect(otherAmount).toMatchObject({ state: 'FAILED', code: 'AMOUNT_MISMATCH' });

    const link = fake.links.get(order.orderCode);
    if (link) link.currency = 'KRW';
    expect(await provider.settle(settleInput(order, providerRef))).toMatchObject({
      state: 'FAILED',
      code: 'AMOUNT_MISMATCH',
    });
  });

  it('is FAILED with the provider code and reason when the card is declined, and PAID after another card', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef, approveUrl } = await provider.start(order);
    fake.decline(order.orderCode, '6001', 'BANK_REFUSED_TRANSACTION');
    expect(await provider.settle(settleInput(order, providerRef))).toEqual({
      state: 'FAILED',
      code: '6001',
      reason: 'BANK_REFUSED_TRANSACTION',
    });
    expect(await provider.start(order)).toEqual({ providerRef, approveUrl });
    fake.pay(order.orderCode);
    expect(await provider.settle(settleInput(order, providerRef))).toMatchObject({ state: 'PAID' });
  });

  it('is FAILED when the link expired unpaid or the provider has no link for the order', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    fake.expire(order.orderCode);
    expect(await provider.settle(settleInput(order, providerRef))).toMatchObject({
      state: 'FAILED',
      code: 'EXPIRED',
    });
    const unknown = newOrder();
    expect(await provider.settle(settleInput(unknown, 'no-such-link'))).toMatchObject({
      state: 'FAILED',
      code: 'LINK_NOT_FOUND',
    });
    const wrongRef = await failureOf(provider.settle(settleInput(order, 'another-link')));
    expect(wrongRef.kind).toBe('invalid-response');
  });

  it('follows the payer through the hosted page back to the return URL with the provider parameters', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef, approveUrl } = await provider.start(order);
    expect((await fetch(approveUrl)).status).toBe(200);
    const back = await fetch(`${approveUrl}&outcome=approve`, { method: 'POST', redirect: 'manual' });
    const returned = new URL(back.headers.get('location') ?? '');
    expect(`${returned.origin}${returned.pathname}`).toBe('https://shop.example.com/payment/waiting');
    expect(Object.fromEntries(returned.searchParams)).toMatchObject({
      order: order.orderCode,
      channel_key: 'PAYLETTER',
      link_order_ref: order.orderCode,
      payment_link_ref: providerRef,
      status_code: '2000',
      status_reason: 'SUCCESS',
    });
    expect(await provider.settle(settleInput(order, providerRef))).toMatchObject({ state: 'PAID' });
  });
});

describe('card provider: failures of the provider', () => {
  it.each([
    ['timeout', 'timeout'],
    ['server-error', 'unavailable'],
    ['garbage', 'invalid-response'],
    ['unexpected-shape', 'invalid-response'],
  ] as const)('a provider answering %s fails start and settle with %s', async (failure, kind) => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    fake.failWith(failure);
    expect((await failureOf(provider.start(newOrder()))).kind).toBe(kind);
    expect((await failureOf(provider.settle(settleInput(order, providerRef)))).kind).toBe(kind);
  });

  it('an unreachable provider is unavailable; wrong credentials are rejected without leaking them', async () => {
    const unreachable = createCardProvider(config({ baseUrl: 'http://127.0.0.1:9' }));
    expect((await failureOf(unreachable.start(newOrder()))).kind).toBe('unavailable');

    const wrongSecret = createCardProvider(config({ secret: 'not-the-secret' }));
    const refusal = await failureOf(wrongSecret.start(newOrder()));
    expect(refusal).toMatchObject({ kind: 'rejected', status: 401 });
    expect(refusal.message).toContain('INVALID_UNAUTHORIZED_JWT_TOKEN_ERROR');
    expect(refusal.message).not.toContain('not-the-secret');
  });

  it('signs the bearer token anew when less than 5 minutes of it are left', async () => {
    let now = Date.now();
    const provider = createCardProvider(config(), { now: () => now });
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    const lastToken = () => fake.requests.at(-1)?.headers.authorization;
    const first = lastToken();
    now += 54 * 60 * 1000;
    await provider.settle(settleInput(order, providerRef));
    expect(lastToken()).toBe(first);
    now += 2 * 60 * 1000;
    expect(await provider.settle(settleInput(order, providerRef))).toEqual({ state: 'PENDING' });
    expect(lastToken()).not.toBe(first);
  });
});

describe('card provider: webhooks', () => {
  it('reads a signed payment-link webhook and a signed payment webhook', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    const { providerRef } = await provider.start(order);
    fake.pay(order.orderCode);
    expect(await provider.readWebhook({}, fake.linkWebhook(order.orderCode))).toEqual({
      providerRef,
      orderCode: order.orderCode,
    });
    expect(await provider.readWebhook({}, fake.paymentWebhook(order.orderCode))).toEqual({
      providerRef,
      orderCode: order.orderCode,
    });
  });

  it('refuses a forged, altered or unreadable webhook', async () => {
    const provider = createCardProvider(config());
    const order = newOrder();
    await provider.start(order);
    fake.pay(order.orderCode);
    const genuine = JSON.parse(fake.linkWebhook(order.orderCode));
    const altered = JSON.stringify({ ...genuine, amount: 0.01 });
    const forged = JSON.stringify({
      ...genuine,
      signature_hash: signFields({ link_ref: genuine.link_ref, status: 'Success' }, 'guessed-secret'),
    });
    for (const body of [altered, forged, '{"link_ref":', JSON.stringify({ hello: 'world' })]) {
      expect((await failureOf(provider.readWebhook({}, body))).kind).toBe('bad-signature');
    }
  });

  it('answers null for a signed payment webhook that concerns no payment link', async () => {
    const provider = createCardProvider(config());
    const fields = {
      amount: '10',
      channel_key: 'PAYLETTER',
      channel_order_ref: '20261123A',
      country_code: 'KR',
      currency: 'USD',
      merchant_order_ref: 'direct-1',
      method_name: 'Payletter Credit Card',
      order_ref: 'portone-order-1',
      status: 'Success',
    };
    const body = JSON.stringify({ ...fields, amount: 10, signature_hash: signFields(fields, fake.secret) });
    expect(await provider.readWebhook({}, body)).toBeNull();
  });
});
