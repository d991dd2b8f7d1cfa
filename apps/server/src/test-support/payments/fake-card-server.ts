import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardChannel } from '../../adapters/payments/card/card-api-client.ts';
import { isSameSignature, signFields, tokenIssuer } from '../../adapters/payments/card/card-signature.ts';

/**
 * A local stand-in for the card provider's payment-link API, for tests and for trying the card flow on a laptop:
 * it checks the bearer token and the request signatures as the provider does, keeps links and their payment
 * attempts in memory, serves a hosted page where a payer approves or declines, and can be switched to fail
 * (no answer, 500, garbage). Tests move a link on with `pay`, `decline`, `expire` and read what was sent in
 * `requests`.
 */
export type FakeCardAttempt = {
  orderRef: string;
  channelOrderRef: string;
  merchantOrderRef: string;
  createdAt: string;
  status: 'Pending' | 'Success' | 'Failed';
  statusCode: string;
  statusReason: string;
};

export type FakeCardLink = {
  linkRef: string;
  merchantOrderId: string;
  url: string;
  status: 'Created' | 'Processing' | 'Success' | 'Expired' | 'Cancelled';
  amount: number;
  currency: string;
  countryCode: string;
  successUrl: string;
  failureUrl: string;
  attempts: FakeCardAttempt[];
};

export type FakeCardRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

/** How every API call fails while set: never answering, HTTP 500, a body that is not JSON, or JSON of another shape. */
export type FakeCardFailure = 'timeout' | 'server-error' | 'garbage' | 'unexpected-shape';

export type FakeCardServer = {
  baseUrl: string;
  merchantKey: string;
  secret: string;
  requests: FakeCardRequest[];
  links: Map<string, FakeCardLink>;
  /** Makes every API call fail this way until set back to null. */
  failWith(failure: FakeCardFailure | null): void;
  /** The payer pays the order's link with a card that is accepted. */
  pay(merchantOrderId: string): FakeCardAttempt;
  /** The payer opens the link and starts paying; the attempt is pending (status code 1000). */
  startPaying(merchantOrderId: string): FakeCardAttempt;
  /** The card is declined (the link stays open for another card). */
  decline(merchantOrderId: string, code?: string, reason?: string): FakeCardAttempt;
  expire(merchantOrderId: string): void;
  /** The payment-link webhook the provider sends for the order's link, signed with the secret. */
  linkWebhook(merchantOrderId: string): string;
  /** The payment webhook the provider sends for the latest attempt on the order's link, signed with the secret. */
  paymentWebhook(merchantOrderId: string): string;
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown };

const answers = {
  badToken: {
    status: 401,
    body: {
      message: 'The JWT Token or header is invalid or expired!',
      status_code: '4054',
      status_reason: 'INVALID_UNAUTHORIZED_JWT_TOKEN_ERROR',
    },
  },
  badSignature: {
    status: 401,
    body: {
      is_success: false,
      message: 'signature_hash does not match the request',
      status_code: '4011',
      status_reason: 'INVALID_UNAUTHORISED_TRANSACTION_SIGNATURE_ERROR',
    },
  },
  unknownLink: {
    status: 400,
    body: {
      message: 'No payment link for this merchant order ref',
      status_code: '4050',
      status_reason: 'INVALID_LINK_MERCHANT_ORDER_REF',
    },
  },
  notFound: {
    status: 404,
    body: { message: 'Not found', status_code: '4001', status_reason: 'INVALID_REQUEST' },
  },
} satisfies Record<string, Answer>;

function invalidRequest(message: string): Answer {
  return { status: 400, body: { message, status_code: '4001', status_reason: 'INVALID_REQUEST' } };
}

function reference(): string {
  return randomBytes(14).toString('base64url');
}

export async function startFakeCardServer(
  options: { merchantKey?: string; secret?: string; hangMs?: number } = {},
): Promise<FakeCardServer> {
  const merchantKey = options.merchantKey ?? 'fake-card-key';
  const secret = options.secret ?? 'fake-card-secret';
  const hangMs = options.hangMs ?? 10_000;
  const links = new Map<string, FakeCardLink>();
  const directPayments = new Map<string, string>();
  const requests: FakeCardRequest[] = [];
  const hanging = new Set<NodeJS.Timeout>();
  let failure: FakeCardFailure | null = null;
  let baseUrl = '';

  function hasValidToken(request: IncomingMessage): boolean {
    if (request.headers['x-portone-client-key'] !== merchantKey) return false;
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const [header, claims, signature, ...rest] = (match?.[1] ?? '').split('.');
    if (!header || !claims || !signature || rest.length > 0) return false;
    const expected = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
    if (!isSameSignature(expected, signature)) return false;
    try {
      const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
      return decoded.iss === tokenIssuer && decoded.sub === merchantKey && decoded.exp > Date.now() / 1000;
    } catch {
      return false;
    }
  }

  function requestSignature(body: Record<string, unknown>): string {
    return signFields(
      {
        amount: String(body.amount),
        client_key: merchantKey,
        currency: String(body.currency),
        failure_url: String(body.failure_url),
        merchant_order_id: String(body.merchant_order_id),
        success_url: String(body.success_url),
      },
      secret,
    );
  }

  function missingField(body: Record<string, unknown>, fields: string[]): string | undefined {
    return fields.find((field) => body[field] === undefined || body[field] === '');
  }

  function generateSignature(body: Record<string, unknown>): Answer {
    const missing = missingField(body, [
      'portone_key',
      'currency',
      'amount',
      'merchant_order_id',
      'success_url',
      'failure_url',
    ]);
    if (missing) return invalidRequest(`Invalid Request, err : ${missing} is a required field`);
    if (body.portone_key !== merchantKey) return invalidRequest('Merchant not found for this key');
    return {
      status: 200,
      body: {
        content: { signature: requestSignature(body) },
        message: 'Signature generated successfully!',
        status_code: '2000',
        status_reason: 'SUCCESS',
      },
    };
  }

  function createLink(body: Record<string, unknown>): Answer {
    const missing = missingField(body, [
      'portone_key',
      'merchant_order_id',
      'amount',
      'currency',
      'signature_hash',
      'country_code',
      'merchant_details',
      'success_url',
      'failure_url',
      'source',
      'environment',
    ]);
    if (missing) return invalidRequest(`${missing} is a required field`);
    if (body.portone_key !== merchantKey) return invalidRequest('Merchant not found for this key');
    if (!isSameSignature(requestSignature(body), String(body.signature_hash))) return answers.badSignature;
    const merchantOrderId = String(body.merchant_order_id);
    const existing = links.get(merchantOrderId);
    if (existing) {
      if (existing.amount !== body.amount || existing.currency !== body.currency) {
        return {
          status: 400,
          body: {
            message: 'A payment link with this merchant order id exists for another amount',
            status_code: '4002',
            status_reason: 'DUPLICATE_TRANSACTION_ERROR',
          },
        };
      }
      return { status: 200, body: { payment_link_ref: existing.linkRef, payment_link: existing.url } };
    }
    const linkRef = reference();
    const link: FakeCardLink = {
      linkRef,
      merchantOrderId,
      url: `${baseUrl}/checkout?ref=${linkRef}`,
      status: 'Created',
      amount: Number(body.amount),
      currency: String(body.currency),
      countryCode: String(body.country_code),
      successUrl: String(body.success_url),
      failureUrl: String(body.failure_url),
      attempts: [],
    };
    links.set(merchantOrderId, link);
    return { status: 200, body: { payment_link_ref: linkRef, payment_link: link.url } };
  }

  function initiatePayment(body: Record<string, unknown>): Answer {
    const missing = missingField(body, [
      'key',
      'merchant_order_id',
      'pmt_channel',
      'pmt_method',
      'description',
      'environment',
      'amount',
      'currency',
      'signature_hash',
      'success_url',
      'failure_url',
    ]);
    if (missing)
      return {
        status: 400,
        body: {
          is_success: false,
          message: `${missing} is a required field`,
          status_code: '4001',
          status_reason: 'INVALID_PAYMENT_REQUEST',
        },
      };
    if (body.key !== merchantKey) return invalidRequest('Merchant not found for this key');
    if (body.pmt_channel !== cardChannel.channel || body.pmt_method !== cardChannel.method) {
      return {
        status: 400,
        body: {
          is_success: false,
          message: 'Payment method not enabled',
          status_code: '4057',
          status_reason: 'INVALID_PAYMENT_METHOD',
        },
      };
    }
    if (!isSameSignature(requestSignature(body), String(body.signature_hash))) return answers.badSignature;
    const merchantOrderRef = String(body.merchant_order_id);
    const orderRef = directPayments.get(merchantOrderRef) ?? reference();
    directPayments.set(merchantOrderRef, orderRef);
    return {
      status: 200,
      body: {
        is_success: true,
        redirect_url: `${baseUrl}/payletter/card?order_ref=${orderRef}`,
        channel_order_ref: '',
        merchant_order_ref: merchantOrderRef,
        order_ref: orderRef,
        message: '',
      },
    };
  }

  function linkStatus(key: string, merchantOrderId: string): Answer {
    if (key !== merchantKey) return invalidRequest('Merchant not found for this key');
    const link = links.get(merchantOrderId);
    if (!link) return answers.unknownLink;
    return {
      status: 200,
      body: {
        content: {
          merchantOrderRef: link.merchantOrderId,
          paymentLinkRef: link.linkRef,
          link: link.url,
          status: link.status,
          amount: link.amount,
          currency: link.currency,
          transactionsList: link.attempts.map((attempt) => ({ ...attempt })),
        },
        message: 'Payment link status fetched successfully',
        status_code: '2000',
        status_reason: 'SUCCESS',
      },
    };
  }

  function routeApi(
    method: string,
    path: string,
    body: Record<string, unknown>,
    request: IncomingMessage,
  ): Answer {
    if (method === 'POST' && path === '/api/initiatePayment') return initiatePayment(body);
    if (!hasValidToken(request)) return answers.badToken;
    if (method === 'POST' && path === '/api/merchant/generate-signature') return generateSignature(body);
    if (method === 'POST' && path === '/api/paymentLink') return createLink(body);
    const status = /^\/api\/merchant\/([^/]+)\/paymentLink\/([^/]+)\/status$/.exec(path);
    if (method === 'GET' && status) {
      return linkStatus(decodeURIComponent(status[1] ?? ''), decodeURIComponent(status[2] ?? ''));
    }
    return answers.notFound;
  }

  function linkOf(merchantOrderId: string): FakeCardLink {
    const link = links.get(merchantOrderId);
    if (!link) throw new Error(`The fake card provider has no link for ${merchantOrderId}`);
    return link;
  }

  function attempt(
    merchantOrderId: string,
    outcome: Pick<FakeCardAttempt, 'status' | 'statusCode' | 'statusReason'>,
  ) {
    const link = linkOf(merchantOrderId);
    const pending = link.attempts.find((entry) => entry.status === 'Pending');
    const entry: FakeCardAttempt = pending ?? {
      orderRef: reference(),
      channelOrderRef: String(Date.now()),
      merchantOrderRef: `${link.linkRef}_${link.attempts.length + 1}`,
      createdAt: new Date().toISOString(),
      ...outcome,
    };
    Object.assign(entry, outcome);
    if (!pending) link.attempts.push(entry);
    link.status = outcome.status === 'Success' ? 'Success' : 'Processing';
    return entry;
  }

  const fake = {
    pay: (merchantOrderId: string) =>
      attempt(merchantOrderId, { status: 'Success', statusCode: '2000', statusReason: 'SUCCESS' }),
    startPaying: (merchantOrderId: string) =>
      attempt(merchantOrderId, { status: 'Pending', statusCode: '1000', statusReason: 'PENDING' }),
    decline: (merchantOrderId: string, code = '6014', reason = 'INVALID_CARD_DECLINED_ERROR') =>
      attempt(merchantOrderId, { status: 'Failed', statusCode: code, statusReason: reason }),
  };

  /** The page the link opens: the payer approves or declines, and is sent back with the provider's parameters. */
  function checkoutPage(url: URL, method: string, response: ServerResponse): void {
    const link = [...links.values()].find((entry) => entry.linkRef === url.searchParams.get('ref'));
    if (!link) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown payment link');
      return;
    }
    if (method === 'GET') {
      const action = (outcome: string, label: string) =>
        `<form method="post" action="/checkout?ref=${link.linkRef}&outcome=${outcome}"><button>${label}</button></form>`;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Card payment</title><h1>Pay ${link.amount} ${link.currency}</h1>${action('approve', 'Pay with card')}${action('decline', 'Decline card')}`,
        );
      return;
    }
    const entry =
      url.searchParams.get('outcome') === 'approve'
        ? fake.pay(link.merchantOrderId)
        : fake.decline(link.merchantOrderId);
    const target = new URL(entry.status === 'Success' ? link.successUrl : link.failureUrl);
    const fields = {
      order_ref: entry.orderRef,
      channel_order_ref: entry.channelOrderRef,
      merchant_order_ref: entry.merchantOrderRef,
      status: entry.status,
    };
    for (const [name, value] of Object.entries({
      ...fields,
      channel_key: cardChannel.channel,
      method_key: cardChannel.method,
      link_order_ref: link.merchantOrderId,
      payment_link_ref: link.linkRef,
      amount: String(link.amount),
      currency: link.currency,
      status_code: entry.statusCode,
      status_reason: entry.statusReason,
      signature_hash: signFields(fields, secret),
    })) {
      target.searchParams.set(name, value);
    }
    response.writeHead(303, { location: target.toString() }).end();
  }

  function send(response: ServerResponse, answer: Answer): void {
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (url.pathname === '/checkout') return checkoutPage(url, method, response);
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(response, invalidRequest('Invalid JSON'));
    }
    requests.push({ method, path: url.pathname, headers: request.headers, body });
    switch (failure) {
      case 'timeout': {
        const timer = setTimeout(() => {
          hanging.delete(timer);
          send(response, answers.notFound);
        }, hangMs);
        hanging.add(timer);
        return;
      }
      case 'server-error':
        return send(response, { status: 500, body: { message: 'Internal server error' } });
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('<html>Service busy</html>');
        return;
      case 'unexpected-shape':
        return send(response, { status: 200, body: { data: [1, 2, 3] } });
      default:
        return send(response, routeApi(method, url.pathname, body, request));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function signedLinkWebhook(merchantOrderId: string): string {
    const link = linkOf(merchantOrderId);
    const fields = {
      amount: String(link.amount),
      country_code: link.countryCode,
      currency: link.currency,
      link_ref: link.linkRef,
      merchant_order_ref: link.merchantOrderId,
      status: link.status,
    };
    return JSON.stringify({
      link_ref: link.linkRef,
      link: link.url,
      currency: link.currency,
      amount: link.amount,
      countryCode: link.countryCode,
      chaipaykey: merchantKey,
      status: link.status,
      merchant_order_ref: link.merchantOrderId,
      portone_key: merchantKey,
      signature_hash: signFields(fields, secret),
    });
  }

  function signedPaymentWebhook(merchantOrderId: string): string {
    const link = linkOf(merchantOrderId);
    const entry = link.attempts.at(-1);
    if (!entry) throw new Error(`No payment attempt on the link of ${merchantOrderId}`);
    const fields = {
      amount: String(link.amount),
      channel_key: cardChannel.channel,
      channel_order_ref: entry.channelOrderRef,
      country_code: link.countryCode,
      currency: link.currency,
      merchant_order_ref: entry.merchantOrderRef,
      method_name: 'Payletter Credit Card',
      order_ref: entry.orderRef,
      status: entry.status,
    };
    return JSON.stringify({
      ...fields,
      amount: link.amount,
      method_key: cardChannel.method,
      status_code: entry.statusCode,
      status_reason: entry.statusReason,
      link_order_ref: link.merchantOrderId,
      payment_link_ref: link.linkRef,
      signature_hash: signFields(fields, secret),
    });
  }

  return {
    baseUrl,
    merchantKey,
    secret,
    requests,
    links,
    failWith(next) {
      failure = next;
    },
    ...fake,
    expire(merchantOrderId) {
      linkOf(merchantOrderId).status = 'Expired';
    },
    linkWebhook: signedLinkWebhook,
    paymentWebhook: signedPaymentWebhook,
    async close() {
      for (const timer of hanging) clearTimeout(timer);
      hanging.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
