import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PaymentProviderError, type StartPaymentInput } from '../adapters/payments/payment-provider.ts';
import type { PayPalClientDependencies } from '../adapters/payments/paypal/paypal-client.ts';
import type { PayPalConfig } from '../adapters/payments/paypal/paypal-config.ts';
import { createPayPalProvider } from '../adapters/payments/paypal/paypal-provider.ts';
import { type FakePayPal, startFakePayPal } from '../test-support/payments/fake-paypal-server.ts';

/** Starts one fake PayPal for the test file and puts its switches back after each test. */
export function useFakePayPal(): { fake: () => FakePayPal } {
  let fake: FakePayPal | undefined;
  beforeAll(async () => {
    fake = await startFakePayPal();
  });
  afterEach(() => fake?.reset());
  afterAll(async () => {
    await fake?.close();
  });
  return {
    fake: () => {
      if (!fake) throw new Error('The fake PayPal has not started');
      return fake;
    },
  };
}

/** A PayPal adapter pointed at the fake, with a short timeout. */
export function payPalAgainst(
  fake: FakePayPal,
  overrides: Partial<PayPalConfig> = {},
  dependencies: PayPalClientDependencies = {},
) {
  return createPayPalProvider(
    {
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      baseUrl: fake.url,
      timeoutMs: 400,
      ...overrides,
    },
    dependencies,
  );
}

let orderNumber = 0;

/** A start for a new order code (the fake is shared by the file's tests). */
export function startInput(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  orderNumber++;
  const orderCode = `OR260301${String(orderNumber).padStart(4, '0')}`;
  return {
    orderCode,
    method: 'PAYPAL',
    amountCents: 12_345,
    currency: 'USD',
    description: `Order Information - ${orderCode}`,
    items: [{ id: 'OF2603010001', name: 'Order for Me', priceCents: 12_345, quantity: 1 }],
    payer: { memberCode: 'FS00001', firstName: 'Min', lastName: 'Kim', email: 'min@example.com' },
    returnUrl: 'http://localhost:3000/payment/waiting',
    cancelUrl: 'http://localhost:3000/payment/waiting?cancelled=1',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** The PaymentProviderError a call fails with (anything else fails the test). */
export async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error('Expected a PaymentProviderError, but the call succeeded');
}
