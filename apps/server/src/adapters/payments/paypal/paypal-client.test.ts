import { describe, expect, it } from 'vitest';
import { payPalAgainst, providerError, startInput, useFakePayPal } from '../../../test/paypal.ts';
import { createPayPalClient } from './paypal-client.ts';

const { fake } = useFakePayPal();

/** A clock the test moves by hand. */
function manualClock() {
  let current = Date.now();
  return { now: () => current, advanceSeconds: (seconds: number) => (current += seconds * 1000) };
}

describe('PayPal OAuth token', () => {
  it('asks with the client credentials once and keeps the token until 5 minutes before it expires', async () => {
    fake().settings.tokenLifetimeSeconds = 3600;
    const clock = manualClock();
    const paypal = payPalAgainst(fake(), {}, { now: clock.now });
    const before = fake().tokenRequests();
    const input = startInput();
    const started = await paypal.start(input);
    const settle = () =>
      paypal.settle({
        providerRef: started.providerRef,
        orderCode: input.orderCode,
        amountCents: 12_345,
        idempotencyKey: 'settle-1',
      });
    await settle();
    expect(fake().tokenRequests() - before).toBe(1);
    const tokenRequest = fake().requests.findLast((request) => request.path === '/v1/oauth2/token');
    expect(tokenRequest?.body).toBe('grant_type=client_credentials');
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake().clientId}:${fake().clientSecret}`).toString('base64')}`,
    );

    clock.advanceSeconds(3600 - 301);
    await settle();
    expect(fake().tokenRequests() - before).toBe(1);

    clock.advanceSeconds(2);
    await settle();
    expect(fake().tokenRequests() - before).toBe(2);
    const latest = fake().requests.at(-1);
    expect(latest?.headers.authorization).toMatch(/^Bearer A21AA/);
  });

  it('makes one token request for callers that need it at the same time', async () => {
    const input = startInput();
    const seeded = await payPalAgainst(fake()).start(input);
    fake().settings.tokenDelayMs = 150;
    const paypal = payPalAgainst(fake());
    const before = fake().tokenRequests();
    const states = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        paypal.settle({
          providerRef: seeded.providerRef,
          orderCode: input.orderCode,
          amountCents: 12_345,
          idempotencyKey: `concurrent-${index}`,
        }),
      ),
    );
    expect(states.every((state) => state.state === 'PENDING')).toBe(true);
    expect(fake().tokenRequests() - before).toBe(1);
  });

  it('asks for a new token once when PayPal revoked the one it holds', async () => {
    const paypal = payPalAgainst(fake());
    const input = startInput();
    const started = await paypal.start(input);
    const before = fake().tokenRequests();
    fake().expireTokens();
    const state = await paypal.settle({
      providerRef: started.providerRef,
      orderCode: input.orderCode,
      amountCents: 12_345,
      idempotencyKey: 'after-revocation',
    });
    expect(state).toEqual({ state: 'PENDING' });
    expect(fake().tokenRequests() - before).toBe(1);
  });

  it('a request for another token after a failed one: a failure is not kept', async () => {
    const paypal = payPalAgainst(fake());
    fake().settings.failure = { endpoint: 'token', how: 'server-error' };
    expect((await providerError(paypal.start(startInput()))).kind).toBe('unavailable');
    fake().reset();
    await expect(paypal.start(startInput())).resolves.toMatchObject({ providerRef: expect.any(String) });
  });

  it("refuses wrong credentials with PayPal's words and never the secret", async () => {
    const secret = 'wrong-secret-9f8e7d';
    const failure = await providerError(payPalAgainst(fake(), { clientSecret: secret }).start(startInput()));
    expect(failure.kind).toBe('rejected');
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('PayPal refused the request (invalid_client): Client Authentication failed');
    expect(failure.message).not.toContain(secret);
  });
});

describe('PayPal failures', () => {
  it("is a timeout when PayPal does not answer, at the token or an order's call", async () => {
    fake().settings.failure = { endpoint: 'token', how: 'timeout' };
    const early = await providerError(payPalAgainst(fake(), { timeoutMs: 200 }).start(startInput()));
    expect(early).toMatchObject({ kind: 'timeout', message: 'PayPal did not answer within 200 ms' });

    fake().reset();
    const paypal = payPalAgainst(fake(), { timeoutMs: 200 });
    const started = await paypal.start(startInput());
    fake().settings.failure = { endpoint: 'get-order', how: 'timeout' };
    const late = await providerError(
      paypal.settle({
        providerRef: started.providerRef,
        orderCode: 'x',
        amountCents: 1,
        idempotencyKey: 'k',
      }),
    );
    expect(late.kind).toBe('timeout');
  });

  it('is unavailable on a 5xx answer or when PayPal cannot be reached', async () => {
    fake().settings.failure = { endpoint: 'create-order', how: 'server-error' };
    const failure = await providerError(payPalAgainst(fake()).start(startInput()));
    expect(failure).toMatchObject({ kind: 'unavailable', status: 500, message: 'PayPal answered HTTP 500' });

    const unreachable = await providerError(
      payPalAgainst(fake(), { baseUrl: 'http://127.0.0.1:1' }).start(startInput()),
    );
    expect(unreachable.kind).toBe('unavailable');
  });

  it('is an invalid response for garbage or a body that is not the documented shape', async () => {
    fake().settings.failure = { endpoint: 'create-order', how: 'garbage' };
    expect(await providerError(payPalAgainst(fake()).start(startInput()))).toMatchObject({
      kind: 'invalid-response',
      message: 'PayPal answered something that is not JSON',
    });
    fake().settings.failure = { endpoint: 'token', how: 'wrong-shape' };
    expect(await providerError(payPalAgainst(fake()).start(startInput()))).toMatchObject({
      kind: 'invalid-response',
      message: 'PayPal answered an unexpected shape',
    });
  });

  it("is rejected with PayPal's name and issue for a 4xx", async () => {
    const failure = await providerError(
      createPayPalClient({
        clientId: fake().clientId,
        clientSecret: fake().clientSecret,
        webhookId: fake().webhookId,
        baseUrl: fake().url,
        timeoutMs: 400,
      }).getOrder('NO-SUCH-ORDER'),
    );
    expect(failure).toMatchObject({ kind: 'rejected', status: 404 });
    expect(failure.message).toBe(
      'PayPal refused the request (RESOURCE_NOT_FOUND: INVALID_RESOURCE_ID): invalid resource id.',
    );
  });

  it('an order PayPal no longer has (it expired unapproved) can never be paid: FAILED, not pending', async () => {
    const input = {
      providerRef: 'NO-SUCH-ORDER',
      orderCode: 'OR2603019999',
      amountCents: 100,
      idempotencyKey: 'k',
    };
    const expired = {
      state: 'FAILED',
      code: 'EXPIRED',
      reason: 'The PayPal order has expired; start the payment again.',
    };
    expect(await payPalAgainst(fake()).inspect(input)).toEqual(expired);
    expect(await payPalAgainst(fake()).settle(input)).toEqual(expired);
  });
});
