import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../read-body.ts';

/**
 * A local stand-in for PayPal's REST API (OAuth2 token, Orders v2 create/get/capture, webhook signature
 * verification) for tests: started on port 0, with state (orders CREATED or PAYER_ACTION_REQUIRED, approved by
 * `approve()`, captured once however many captures arrive with one PayPal-Request-Id, at once too), expiring
 * tokens, and switches for PayPal's failures (no answer, 500, garbage, another shape, a declined capture, a
 * signature that does not verify). Its answers follow PayPal's documented field names.
 */

export type FakePayPalEndpoint = 'token' | 'create-order' | 'get-order' | 'capture' | 'verify';
export type FakePayPalFailure = 'timeout' | 'server-error' | 'garbage' | 'wrong-shape';
/** What a capture does: COMPLETED, PENDING or DECLINED as the capture's status, or INSTRUMENT_DECLINED (a 422). */
export type FakeCaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'INSTRUMENT_DECLINED';

type Money = { currency_code: string; value: string };
type FakeCapture = { id: string; status: string; amount: Money };

export type FakePayPalOrder = {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED' | 'COMPLETED';
  amount: Money;
  referenceId?: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  returnUrl?: string;
  cancelUrl?: string;
  /** 'payer-action' when created with payment_source.paypal, 'approve' with application_context. */
  approveRel: 'payer-action' | 'approve';
  captures: FakeCapture[];
  captureInProgress?: Promise<void>;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakePayPalSettings = {
  tokenLifetimeSeconds: number;
  /** Delay before the token answer, so that callers can overlap. */
  tokenDelayMs: number;
  /** Time a capture takes: the order is COMPLETED when it ends. */
  captureDelayMs: number;
  captureOutcome: FakeCaptureOutcome;
  /** Another captured value than the order's (an amount mismatch). */
  capturedValue?: string;
  failure?: { endpoint: FakePayPalEndpoint | 'any'; how: FakePayPalFailure };
  /** 'check' verifies the signature `signWebhook` made; 'FAILURE' answers FAILURE to everything. */
  verification: 'check' | 'FAILURE';
};

export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  settings: FakePayPalSettings;
  orders: Map<string, FakePayPalOrder>;
  requests: RecordedRequest[];
  /** How many token requests were answered. */
  tokenRequests: () => number;
  /** How many captures were actually made (not counting answers repeated for a PayPal-Request-Id). */
  capturesMade: () => number;
  /** The payer approves the order on PayPal's page. */
  approve: (orderId: string) => void;
  setOrderStatus: (orderId: string, status: FakePayPalOrder['status']) => void;
  /** PayPal revokes every token it issued: the next call with one answers 401. */
  expireTokens: () => void;
  /** A webhook event as PayPal sends it for the order, with its PAYPAL-* signature headers. */
  webhook: (
    eventType: 'CHECKOUT.ORDER.APPROVED' | 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED' | string,
    orderId: string,
  ) => { headers: Record<string, string>; rawBody: string };
  /** Settings back to normal, between tests. */
  reset: () => void;
  close: () => Promise<void>;
};

const defaultSettings = (): FakePayPalSettings => ({
  tokenLifetimeSeconds: 32_400,
  tokenDelayMs: 0,
  captureDelayMs: 0,
  captureOutcome: 'COMPLETED',
  verification: 'check',
});

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; body: unknown };

function error(status: number, name: string, message: string, issue?: string): Answer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomBytes(6).toString('hex'),
      details: issue ? [{ issue, description: `${issue.toLowerCase().replaceAll('_', ' ')}.` }] : [],
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-client-id';
  const clientSecret = `fake-secret-${randomBytes(8).toString('hex')}`;
  const webhookId = 'WH-FAKE-0001';
  const signingKey = randomBytes(32);
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakePayPalOrder>();
  const createdByRequestId = new Map<string, string>();
  const captureAnswers = new Map<string, Promise<Answer>>();
  const requests: RecordedRequest[] = [];
  let tokenCount = 0;
  let captureCount = 0;
  let sequence = 0;
  let url = '';
  const fake = { settings: defaultSettings() };

  const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(13, '0')}`;

  const signature = (transmissionId: string, time: string, hookId: string, rawBody: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${createHash('sha256').update(rawBody).digest('hex')}`)
      .digest('base64');

  function representation(order: FakePayPalOrder) {
    const unit: Record<string, unknown> = {
      reference_id: order.referenceId ?? 'default',
      amount: order.amount,
      custom_id: order.customId,
      invoice_id: order.invoiceId,
      description: order.description,
    };
    if (order.captures.length > 0) {
      unit.payments = {
        captures: order.captures.map((capture) => ({
          ...capture,
          final_capture: true,
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
          supplementary_data: { related_ids: { order_id: order.id } },
        })),
      };
    }
    const links = [{ href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({ href: `${url}/checkoutnow?token=${order.id}`, rel: order.approveRel, method: 'GET' });
    }
    if (order.status === 'APPROVED') {
      links.push({ href: `${url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
    }
    return { id: order.id, intent: 'CAPTURE', status: order.status, purchase_units: [unit], links };
  }

  function createOrder(body: Record<string, unknown> | undefined, requestId: string | undefined): Answer {
    const existing = requestId === undefined ? undefined : createdByRequestId.get(requestId);
    const known = existing === undefined ? undefined : orders.get(existing);
    if (known) return { status: 200, body: representation(known) };
    const unit = record(Array.isArray(body?.purchase_units) ? body.purchase_units[0] : undefined);
    const amount = record(unit.amount);
    if (
      body?.intent !== 'CAPTURE' ||
      typeof amount.currency_code !== 'string' ||
      typeof amount.value !== 'string' ||
      !/^\d{1,10}(\.\d{2})?$/.test(amount.value)
    ) {
      return error(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
      );
    }
    const experience = record(record(record(body.payment_source).paypal).experience_context);
    const application = record(body.application_context);
    const context = body.payment_source === undefined ? application : experience;
    const order: FakePayPalOrder = {
      id: nextId('5O'),
      status: body.payment_source === undefined ? 'CREATED' : 'PAYER_ACTION_REQUIRED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : undefined,
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
      invoiceId: typeof unit.invoice_id === 'string' ? unit.invoice_id : undefined,
      description: typeof unit.description === 'string' ? unit.description : undefined,
      returnUrl: typeof context.return_url === 'string' ? context.return_url : undefined,
      cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : undefined,
      approveRel: body.payment_source === undefined ? 'approve' : 'payer-action',
      captures: [],
    };
    orders.set(order.id, order);
    if (requestId !== undefined) createdByRequestId.set(requestId, order.id);
    return { status: 201, body: representation(order) };
  }

  async function capture(order: FakePayPalOrder): Promise<Answer> {
    while (order.captureInProgress) await order.captureInProgress;
    if (order.status === 'COMPLETED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed.',
        'ORDER_ALREADY_CAPTURED',
      );
    }
    if (order.status !== 'APPROVED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'The requested action could not be performed.',
        'ORDER_NOT_APPROVED',
      );
    }
    const outcome = fake.settings.captureOutcome;
    if (outcome === 'INSTRUMENT_DECLINED') {
      return error(
        422,
        'UNPROCESSABLE_ENTITY',
        'The instrument presented was declined.',
        'INSTRUMENT_DECLINED',
      );
    }
    let finish = () => {};
    order.captureInProgress = new Promise((resolve) => {
      finish = resolve;
    });
    await delay(fake.settings.captureDelayMs);
    captureCount++;
    order.captures.push({
      id: nextId('3C'),
      status: outcome,
      amount: {
        currency_code: order.amount.currency_code,
        value: fake.settings.capturedValue ?? order.amount.value,
      },
    });
    order.status = 'COMPLETED';
    order.captureInProgress = undefined;
    finish();
    return { status: 201, body: representation(order) };
  }

  function captureOnce(orderId: string, requestId: string | undefined): Promise<Answer> {
    const order = orders.get(orderId);
    if (!order) return Promise.resolve(notFound());
    if (requestId === undefined) return capture(order);
    const key = `${orderId}|${requestId}`;
    let answer = captureAnswers.get(key);
    if (!answer) {
      answer = capture(order);
      captureAnswers.set(key, answer);
    }
    return answer;
  }

  function notFound(): Answer {
    return error(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
  }

  function verify(body: Record<string, unknown> | undefined): Answer {
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (
      !body ||
      fields.some((field) => typeof body[field] !== 'string') ||
      typeof body.webhook_event !== 'object'
    ) {
      return error(400, 'VALIDATION_ERROR', 'Invalid request - see details', 'MISSING_REQUIRED_PARAMETER');
    }
    if (fake.settings.verification === 'FAILURE')
      return { status: 200, body: { verification_status: 'FAILURE' } };
    const expected = signature(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      JSON.stringify(body.webhook_event),
    );
    const valid = body.webhook_id === webhookId && body.transmission_sig === expected;
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
  }

  function endpointOf(method: string, path: string): FakePayPalEndpoint | undefined {
    if (method === 'POST' && path === '/v1/oauth2/token') return 'token';
    if (method === 'POST' && path === '/v2/checkout/orders') return 'create-order';
    if (method === 'GET' && /^\/v2\/checkout\/orders\/[^/]+$/.test(path)) return 'get-order';
    if (method === 'POST' && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path)) return 'capture';
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return 'verify';
    return undefined;
  }

  function issueToken(authorization: string | undefined, body: string): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (authorization !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant type is missing' },
      };
    }
    tokenCount++;
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + fake.settings.tokenLifetimeSeconds * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: fake.settings.tokenLifetimeSeconds,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  }

  async function answer(endpoint: FakePayPalEndpoint, request: IncomingMessage, path: string, body: string) {
    if (endpoint === 'token') {
      await delay(fake.settings.tokenDelayMs);
      return issueToken(request.headers.authorization, body);
    }
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    const requestId = request.headers['paypal-request-id'];
    const id = typeof requestId === 'string' ? requestId : undefined;
    const orderId = decodeURIComponent(path.split('/')[4] ?? '');
    switch (endpoint) {
      case 'create-order':
        return createOrder(parseJson(body), id);
      case 'get-order': {
        const order = orders.get(orderId);
        return order ? { status: 200, body: representation(order) } : notFound();
      }
      case 'capture':
        return captureOnce(orderId, id);
      case 'verify':
        return verify(parseJson(body));
    }
  }

  const server = createServer(async (request, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    requests.push({ method, path, headers: request.headers, body });
    const send = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(text);
    };
    const endpoint = endpointOf(method, path);
    if (!endpoint) return send(404, JSON.stringify(notFound().body));
    const failure = fake.settings.failure;
    if (failure && (failure.endpoint === 'any' || failure.endpoint === endpoint)) {
      if (failure.how === 'timeout') return; // never answers; close() drops the connection
      if (failure.how === 'server-error') {
        const { body: failed } = error(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.');
        return send(500, JSON.stringify(failed));
      }
      if (failure.how === 'garbage') return send(200, '<html><body>Service temporarily unavail');
      return send(200, JSON.stringify({ unexpected: true }));
    }
    const result = await answer(endpoint, request, path, body);
    send(result.status, JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    get settings() {
      return fake.settings;
    },
    set settings(value) {
      fake.settings = value;
    },
    orders,
    requests,
    tokenRequests: () => tokenCount,
    capturesMade: () => captureCount,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order || (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED')) {
        throw new Error(`Fake PayPal: order ${orderId} cannot be approved (${order?.status ?? 'unknown'})`);
      }
      order.status = 'APPROVED';
    },
    setOrderStatus(orderId, status) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`Fake PayPal: no order ${orderId}`);
      order.status = status;
    },
    expireTokens: () => tokens.clear(),
    webhook(eventType, orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`Fake PayPal: no order ${orderId}`);
      const view = representation(order);
      const captureResource = view.purchase_units[0]?.payments as { captures?: unknown[] } | undefined;
      const resource = eventType.startsWith('CHECKOUT.ORDER.')
        ? view
        : (captureResource?.captures?.[0] ?? {
            id: nextId('3C'),
            status: 'DECLINED',
            amount: order.amount,
            custom_id: order.customId,
            invoice_id: order.invoiceId,
            supplementary_data: { related_ids: { order_id: order.id } },
          });
      const rawBody = JSON.stringify({
        id: nextId('WH-'),
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: eventType.startsWith('CHECKOUT.ORDER.') ? 'checkout-order' : 'capture',
        resource_version: '2.0',
        event_type: eventType,
        summary: `${eventType} for ${order.id}`,
        resource,
      });
      const transmissionId = randomBytes(16).toString('hex');
      const transmissionTime = new Date().toISOString();
      return {
        rawBody,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${url}/v1/notifications/certs/CERT-FAKE`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature(transmissionId, transmissionTime, webhookId, rawBody),
          'paypal-transmission-time': transmissionTime,
        },
      };
    },
    reset() {
      fake.settings = defaultSettings();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
