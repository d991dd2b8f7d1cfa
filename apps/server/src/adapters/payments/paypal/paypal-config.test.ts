import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';

const credentials = {
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
};

describe('payment configuration (PAYMENT_PROVIDER, PAYPAL_*)', () => {
  it('uses the built-in sandbox provider and no PayPal by default', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'sandbox', paypal: undefined });
  });

  it("reads PayPal's credentials with PayPal's sandbox API outside production and the live API in production", () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'live', ...credentials }).payments).toMatchObject({
      provider: 'live',
      paypal: {
        clientId: 'client-id',
        clientSecret: 'client-secret',
        webhookId: 'WH-1',
        baseUrl: 'https://api-m.sandbox.paypal.com',
        timeoutMs: 10_000,
      },
    });
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'live', ...credentials }).payments.paypal
        ?.baseUrl,
    ).toBe('https://api-m.paypal.com');
    expect(
      loadConfig({ ...credentials, PAYPAL_API_URL: 'http://127.0.0.1:4010/' }).payments.paypal?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
  });

  it('requires every PayPal credential with PAYMENT_PROVIDER=live, and all three together otherwise', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'live' })).toThrow(
      new ConfigError('Invalid configuration: PAYPAL_CLIENT_ID is required when PAYMENT_PROVIDER is live'),
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'client-id' })).toThrow(
      new ConfigError('Invalid configuration: PAYPAL_CLIENT_SECRET is required with PAYPAL_CLIENT_ID'),
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toThrow(
      /PAYPAL_WEBHOOK_ID is required with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET$/,
    );
  });

  it('names a bad variable in one line', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER must be sandbox or live \(got 'paypal'\)$/,
    );
    expect(() => loadConfig({ ...credentials, PAYPAL_API_URL: 'ftp://paypal' })).toThrow(
      new ConfigError(
        "Invalid configuration: PAYPAL_API_URL must be a URL starting with http:// or https:// (got 'ftp://paypal')",
      ),
    );
    expect(() => loadConfig({ ...credentials, PAYPAL_CLIENT_ID: '   ' })).toThrow(
      /^Invalid configuration: PAYPAL_CLIENT_ID must not be empty/,
    );
  });
});
