import { trimTrailing } from '@fanship/domain/text';
import { ConfigError } from '../../../lib/config-error.ts';
import type { CardProviderConfig } from './card-payment-provider.ts';

export const defaultCardApiUrl = 'https://api.portone.cloud';
const cardTimeoutMs = 10_000;

/**
 * The card provider's settings: CARD_MERCHANT_KEY and CARD_SECRET (both or neither; without them card payments
 * are not offered through the real provider), CARD_API_URL (the provider's API, default PortOne's). Payments run
 * in the provider's sandbox outside production and live in production (spec section 9).
 */
export function loadCardConfig(
  environment: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test',
): CardProviderConfig | undefined {
  const merchantKey = environment.CARD_MERCHANT_KEY?.trim() || undefined;
  const secret = environment.CARD_SECRET?.trim() || undefined;
  const apiUrl = environment.CARD_API_URL?.trim() || undefined;
  if (!merchantKey && !secret) {
    if (apiUrl) fail('CARD_API_URL is set but CARD_MERCHANT_KEY and CARD_SECRET are not');
    return undefined;
  }
  if (!merchantKey) fail('CARD_MERCHANT_KEY is required with CARD_SECRET');
  if (!secret) fail('CARD_SECRET is required with CARD_MERCHANT_KEY');
  const baseUrl = apiUrl ?? defaultCardApiUrl;
  if (!isHttpUrl(baseUrl))
    fail(`CARD_API_URL must be a URL starting with http:// or https:// (got '${baseUrl}')`);
  if (nodeEnv === 'production' && !baseUrl.startsWith('https://')) {
    fail(`CARD_API_URL must use https:// in production (got '${baseUrl}')`);
  }
  return {
    merchantKey,
    secret,
    baseUrl: trimTrailing(baseUrl, '/'),
    timeoutMs: cardTimeoutMs,
    environment: nodeEnv === 'production' ? 'live' : 'sandbox',
  };
}

function fail(message: string): never {
  throw new ConfigError(`Invalid configuration: ${message}`);
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
