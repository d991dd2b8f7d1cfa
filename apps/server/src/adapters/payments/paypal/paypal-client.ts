import type { z } from 'zod';
import { PaymentProviderError } from '../payment-provider.ts';
import type { PayPalConfig } from './paypal-config.ts';
import {
  errorBodySchema,
  orderSchema,
  type PayPalOrder,
  tokenSchema,
  verificationSchema,
} from './paypal-schemas.ts';

/** A 4xx answer from PayPal, with the `issue` codes of its details (ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED). */
export class PayPalRejection extends PaymentProviderError {
  readonly issues: string[];
  constructor(message: string, status: number, issues: string[]) {
    super('rejected', message, status);
    this.issues = issues;
  }
}

/** The token is renewed this long before PayPal says it expires (or at half its life, if that is shorter). */
export const tokenRefreshMarginMs = 5 * 60 * 1000;

export type PayPalClientDependencies = {
  /** Milliseconds since the epoch; tests move it to reach a token's renewal. */
  now?: () => number;
};

type CallOptions<T> = {
  method: 'GET' | 'POST';
  path: string;
  schema: z.ZodType<T>;
  body?: string;
  /** PayPal-Request-Id: PayPal answers a repeated request with the first one's result. */
  requestId?: string;
};

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/** What verify-webhook-signature needs besides the event: the PAYPAL-* headers and our webhook's id. */
export type WebhookSignatureFields = {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
};

/**
 * A small client for PayPal's REST API: an OAuth2 client-credentials token kept in memory (one request for it
 * however many callers wait, renewed 5 minutes before it expires, dropped and fetched again once when PayPal
 * answers 401), and the Orders v2 and webhook calls the adapter makes. Every failure is a PaymentProviderError:
 * 'timeout', 'unavailable' (5xx or unreachable), 'invalid-response' (not JSON or not the documented shape),
 * 'rejected' (4xx, PayPalRejection with PayPal's name, issue and message).
 */
export function createPayPalClient(config: PayPalConfig, dependencies: PayPalClientDependencies = {}) {
  const now = dependencies.now ?? Date.now;
  let cached: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  /** Sends one request and reads its body; the timeout covers both. */
  async function send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new PaymentProviderError('timeout', `PayPal did not answer within ${config.timeoutMs} ms`);
      }
      throw new PaymentProviderError('unavailable', 'PayPal could not be reached');
    }
  }

  /** Keeps PayPal's own words short and free of our credentials. */
  function clean(text: string): string {
    let cleaned = text;
    for (const [secret, shown] of [
      [config.clientSecret, '[secret]'],
      [config.clientId, '[client id]'],
    ] as const) {
      if (secret.length > 0) cleaned = cleaned.split(secret).join(shown);
    }
    return cleaned.slice(0, 300);
  }

  function refusal(status: number, text: string): PayPalRejection {
    let parsed: z.infer<typeof errorBodySchema> = {};
    try {
      const result = errorBodySchema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      // A 4xx without a JSON body is still a refusal; only its status is known.
    }
    const issues = (parsed.details ?? []).flatMap((detail) => (detail.issue ? [detail.issue] : []));
    const name = parsed.name ?? parsed.error ?? `HTTP ${status}`;
    const detail = parsed.details?.find((entry) => entry.description)?.description;
    const words = detail ?? parsed.message ?? parsed.error_description ?? '';
    const label = issues.length > 0 ? `${name}: ${issues.join(', ')}` : name;
    return new PayPalRejection(
      clean(`PayPal refused the request (${label})${words ? `: ${words}` : ''}`),
      status,
      issues,
    );
  }

  function read<T>(status: number, text: string, schema: z.ZodType<T>): T {
    if (status >= 500)
      throw new PaymentProviderError('unavailable', `PayPal answered HTTP ${status}`, status);
    if (status >= 400) throw refusal(status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(
        'invalid-response',
        'PayPal answered something that is not JSON',
        status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new PaymentProviderError('invalid-response', 'PayPal answered an unexpected shape', status);
    }
    return parsed.data;
  }

  async function requestToken(): Promise<string> {
    const requestedAt = now();
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { status, text } = await send(`${config.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const token = read(status, text, tokenSchema);
    const lifetimeMs = token.expires_in * 1000;
    cached = {
      value: token.access_token,
      renewAt: requestedAt + lifetimeMs - Math.min(tokenRefreshMarginMs, lifetimeMs / 2),
    };
    return token.access_token;
  }

  /** The cached token, or one request for a new one shared by every caller waiting for it. */
  function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.value);
    if (!pending) {
      pending = requestToken().finally(() => {
        pending = undefined;
      });
    }
    return pending;
  }

  async function call<T>(options: CallOptions<T>, retried = false): Promise<T> {
    const token = await accessToken();
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId !== undefined) headers['paypal-request-id'] = options.requestId;
    const { status, text } = await send(`${config.baseUrl}${options.path}`, {
      method: options.method,
      headers,
      body: options.body,
    });
    if (status === 401 && !retried) {
      // PayPal revoked or expired the token before we expected: forget it and ask once more.
      if (cached?.value === token) cached = undefined;
      return call(options, true);
    }
    return read(status, text, options.schema);
  }

  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  return {
    accessToken,
    /** POST /v2/checkout/orders */
    createOrder(body: unknown, requestId: string): Promise<PayPalOrder> {
      return call({
        method: 'POST',
        path: '/v2/checkout/orders',
        schema: orderSchema,
        body: JSON.stringify(body),
        requestId,
      });
    },
    /** GET /v2/checkout/orders/{id} */
    getOrder(id: string): Promise<PayPalOrder> {
      return call({ method: 'GET', path: orderPath(id), schema: orderSchema });
    },
    /** POST /v2/checkout/orders/{id}/capture */
    captureOrder(id: string, requestId: string): Promise<PayPalOrder> {
      return call({
        method: 'POST',
        path: `${orderPath(id)}/capture`,
        schema: orderSchema,
        body: '{}',
        requestId,
      });
    },
    /**
     * POST /v1/notifications/verify-webhook-signature. `rawEvent` is the webhook's body exactly as received
     * (already checked to be a JSON object): PayPal checks the signature over those bytes, so the event is put
     * into the request as it came rather than parsed and written again.
     */
    async verifyWebhookSignature(fields: WebhookSignatureFields, rawEvent: string): Promise<boolean> {
      const head = JSON.stringify(fields).slice(0, -1);
      const answer = await call({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        schema: verificationSchema,
        body: `${head},"webhook_event":${rawEvent}}`,
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
}
