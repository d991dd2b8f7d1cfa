import { trimTrailing } from '@fanship/domain/text';
import { z } from 'zod';

/** PayPal's REST API hosts. */
export const payPalApiUrls = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** How long one call to PayPal may take before it counts as a timeout. */
export const payPalTimeoutMs = 10_000;

/** The PayPal adapter's settings (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_URL). */
export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription: signatures are verified against it. */
  webhookId: string;
  /** PayPal's REST API base, without a trailing slash: sandbox outside production, live in production. */
  baseUrl: string;
  timeoutMs: number;
};

const text = z.string().trim().min(1, 'must not be empty');

const payPalEnvironmentSchema = z.object({
  PAYPAL_CLIENT_ID: text.optional(),
  PAYPAL_CLIENT_SECRET: text.optional(),
  PAYPAL_WEBHOOK_ID: text.optional(),
  PAYPAL_API_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be a URL starting with http:// or https://')
    .optional(),
});

const credentialNames = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

/**
 * Reads the PayPal variables from the (non-empty) environment. Undefined when none of the credentials is set;
 * with PAYMENT_PROVIDER=live all of them are required, and one set needs the others. `fail` reports a bad
 * variable (config.ts turns it into its one-line ConfigError).
 */
export function readPayPalConfig(
  environment: Record<string, string | undefined>,
  options: { nodeEnv: 'development' | 'production' | 'test'; provider: 'sandbox' | 'live' },
  fail: (message: string) => never,
): PayPalConfig | undefined {
  const result = payPalEnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'PAYPAL_API_URL');
    const value = environment[name];
    return fail(`${name} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got '${value}')`}`);
  }
  const env = result.data;
  const given = credentialNames.filter((name) => env[name] !== undefined);
  const missing = credentialNames.find((name) => env[name] === undefined);
  if (missing !== undefined && options.provider === 'live') {
    return fail(`${missing} is required when PAYMENT_PROVIDER is live`);
  }
  if (missing !== undefined && given.length > 0) {
    return fail(`${missing} is required with ${given.join(' and ')}`);
  }
  const {
    PAYPAL_CLIENT_ID: clientId,
    PAYPAL_CLIENT_SECRET: clientSecret,
    PAYPAL_WEBHOOK_ID: webhookId,
  } = env;
  if (clientId === undefined || clientSecret === undefined || webhookId === undefined) return undefined;
  const defaultUrl = options.nodeEnv === 'production' ? payPalApiUrls.live : payPalApiUrls.sandbox;
  return {
    clientId,
    clientSecret,
    webhookId,
    baseUrl: trimTrailing(env.PAYPAL_API_URL ?? defaultUrl, '/'),
    timeoutMs: payPalTimeoutMs,
  };
}
