import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';

describe('card provider configuration', () => {
  it('is absent without CARD_MERCHANT_KEY and CARD_SECRET', () => {
    expect(loadConfig({}).payments.card).toBeUndefined();
  });

  it('reads the key, secret and API URL, sandbox outside production and live in production', () => {
    expect(
      loadConfig({
        CARD_MERCHANT_KEY: 'merchant-key',
        CARD_SECRET: 'merchant-secret',
        CARD_API_URL: 'http://127.0.0.1:4500/',
      }).payments.card,
    ).toEqual({
      merchantKey: 'merchant-key',
      secret: 'merchant-secret',
      baseUrl: 'http://127.0.0.1:4500',
      timeoutMs: 10_000,
      environment: 'sandbox',
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        CARD_MERCHANT_KEY: 'merchant-key',
        CARD_SECRET: 'merchant-secret',
      }).payments.card,
    ).toMatchObject({ baseUrl: 'https://api.portone.cloud', environment: 'live' });
  });

  it('names the missing or bad variable', () => {
    expect(() => loadConfig({ CARD_MERCHANT_KEY: 'merchant-key' })).toThrow(
      /^Invalid configuration: CARD_SECRET is required with CARD_MERCHANT_KEY$/,
    );
    expect(() => loadConfig({ CARD_SECRET: 'merchant-secret' })).toThrow(/CARD_MERCHANT_KEY is required/);
    expect(() => loadConfig({ CARD_API_URL: 'https://api.example.com' })).toThrow(/CARD_API_URL is set but/);
    expect(() =>
      loadConfig({
        CARD_MERCHANT_KEY: 'merchant-key',
        CARD_SECRET: 'merchant-secret',
        CARD_API_URL: 'ftp://x',
      }),
    ).toThrow(/CARD_API_URL must be a URL starting with http:\/\/ or https:\/\//);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CARD_MERCHANT_KEY: 'merchant-key',
        CARD_SECRET: 'merchant-secret',
        CARD_API_URL: 'http://api.example.com',
      }),
    ).toThrow(/CARD_API_URL must use https:\/\/ in production/);
  });
});
