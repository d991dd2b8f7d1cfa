import { z } from 'zod';
import { PaymentProviderError } from '../payment-provider.ts';
import { centsToAmount, mintAccessToken } from './card-signature.ts';

/**
 * An HTTP client of the card provider's payment-link API (PortOne's merchant API at `baseUrl`, the card itself
 * charged by its PAYLETTER channel). Every call carries the merchant key (`X-Portone-Client-Key`) and a bearer token
 * the client signs itself; payment requests carry a signature the provider makes (`generate-signature`). Answers
 * are checked against the documented shapes; failures become PaymentProviderError: no answer in time 'timeout',
 * unreachable or 5xx 'unavailable', 4xx 'rejected', anything else unexpected 'invalid-response'.
 */
export type CardApiConfig = {
  merchantKey: string;
  secret: string;
  baseUrl: string;
  timeoutMs: number;
  /** 'sandbox' outside production (spec: the payment environment is sandbox in development, live otherwise). */
  environment: 'sandbox' | 'live';
};

/** What is paid for: the fields a payment link and a direct payment share. */
export type CardOrder = {
  /** Our reference of the payment at the provider (the order code); one link per reference. */
  merchantOrderId: string;
  amountCents: number;
  currency: 'USD';
  description: string;
  items: { id: string; name: string; priceCents: number; quantity: number }[];
  billing: { name: string; surname: string; email: string };
  /** Where the provider sends the payer back; it adds its own query parameters (channel_key, status_code, ...). */
  successUrl: string;
  failureUrl: string;
};

/** The card channel and method of the provider: card payments go through Payletter's global card service. */
export const cardChannel = { channel: 'PAYLETTER', method: 'PAYLETTER_CREDIT_CARD' } as const;
const merchantName = 'Fanship';
const merchantCountry = 'KR';
/** The spec's order details: every item is sent with additional_details Category Digital. */
const itemCategory = { Category: 'Digital' } as const;

/** The bearer token lives an hour and is signed anew when less than 5 minutes of it are left (spec section 9). */
const tokenLifetimeSeconds = 3600;
const tokenRefreshMarginSeconds = 5 * 60;

/** The envelope most answers come in: status_code 2000 is success, 4xxx a refusal. */
const envelope = <Content extends z.ZodType>(content: Content) =>
  z.object({
    content,
    message: z.string().optional(),
    status_code: z.string(),
    status_reason: z.string().optional(),
  });

const refusalSchema = z.object({
  message: z.string().optional(),
  status_code: z.string().optional(),
  status_reason: z.string().optional(),
});

const signatureAnswerSchema = envelope(z.object({ signature: z.string().min(1) }));

const paymentLinkAnswerSchema = z.object({
  payment_link_ref: z.string().min(1),
  payment_link: z.url({ protocol: /^https?$/ }),
});

const initiatePaymentAnswerSchema = z.object({
  is_success: z.boolean(),
  redirect_url: z.string().optional(),
  order_ref: z.string().optional(),
  channel_order_ref: z.string().optional(),
  merchant_order_ref: z.string().optional(),
  message: z.string().optional(),
  status_code: z.string().optional(),
  status_reason: z.string().optional(),
});

const transactionSchema = z.object({
  /** The provider's reference of the payment (used for refunds and disputes). */
  orderRef: z.string().optional(),
  channelOrderRef: z.string().optional(),
  merchantOrderRef: z.string().optional(),
  createdAt: z.string().optional(),
  status: z.string(),
  /** 1xxx pending, 2xxx success, anything else failed (the provider's code list). */
  statusCode: z.string(),
  statusReason: z.string().default(''),
});

/**
 * GET merchant/{key}/paymentLink/{merchantOrderId}/status: the link (status Created, Processing, Success, Expired,
 * Cancelled) with its address, what it charges and every payment attempt made on it.
 */
const linkStatusAnswerSchema = envelope(
  z.object({
    merchantOrderRef: z.string(),
    paymentLinkRef: z.string().min(1),
    link: z.url({ protocol: /^https?$/ }).optional(),
    status: z.string().min(1),
    amount: z.number().nonnegative(),
    currency: z.string(),
    transactionsList: z
      .array(transactionSchema)
      .nullish()
      .transform((list) => list ?? []),
  }),
);

export type PaymentLinkStatus = z.output<typeof linkStatusAnswerSchema>['content'];

/** Codes the provider answers for a merchant order id it has no link for. */
const unknownLinkCodes = new Set(['4050', '4083', '5001']);

type Call<Answer> = {
  /** What the call does, for error messages: 'creating the payment link'. */
  what: string;
  method: 'GET' | 'POST';
  path: string;
  schema: z.ZodType<Answer>;
  body?: unknown;
  /** Answer null instead of 'rejected' when the provider says it does not know the thing asked for. */
  nullWhenUnknown?: boolean;
};

export function createCardApiClient(config: CardApiConfig, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;

  /** The bearer token, signed anew when less than 5 minutes of it are left. */
  function accessToken(): { token: string; expiresAt: Date } {
    const seconds = Math.floor(now() / 1000);
    if (!token || token.expiresAt - seconds <= tokenRefreshMarginSeconds) {
      const expiresAt = seconds + tokenLifetimeSeconds;
      token = { value: mintAccessToken(config.merchantKey, config.secret, seconds, expiresAt), expiresAt };
    }
    return { token: token.value, expiresAt: new Date(token.expiresAt * 1000) };
  }

  function call<Answer>(request: Call<Answer> & { nullWhenUnknown: true }): Promise<Answer | null>;
  function call<Answer>(request: Call<Answer>): Promise<Answer>;
  async function call<Answer>(request: Call<Answer>): Promise<Answer | null> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.baseUrl}${request.path}`, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-portone-client-key': config.merchantKey,
          authorization: `Bearer ${accessToken().token}`,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new PaymentProviderError('timeout', `The card provider did not answer ${request.what} in time`);
      }
      throw new PaymentProviderError(
        'unavailable',
        `The card provider could not be reached for ${request.what}`,
      );
    }
    if (response.status >= 500) {
      throw new PaymentProviderError(
        'unavailable',
        `The card provider failed ${request.what} (HTTP ${response.status})`,
        response.status,
      );
    }
    const json = parseJson(text);
    if (response.status >= 400) {
      const refusal = refusalSchema.safeParse(json);
      const code = refusal.success ? refusal.data.status_code : undefined;
      if (request.nullWhenUnknown && (response.status === 404 || (code && unknownLinkCodes.has(code)))) {
        return null;
      }
      throw refused(request.what, refusal.success ? refusal.data : {}, response.status);
    }
    const parsed = request.schema.safeParse(json);
    if (response.status !== 200 || !parsed.success) {
      throw new PaymentProviderError(
        'invalid-response',
        `The card provider's answer to ${request.what} is not its documented shape`,
        response.status,
      );
    }
    const outcome = refusalSchema.safeParse(parsed.data);
    if (outcome.success && outcome.data.status_code && !outcome.data.status_code.startsWith('2')) {
      throw refused(request.what, outcome.data, response.status);
    }
    return parsed.data;
  }

  /** POST merchant/generate-signature: the provider signs the fields of a payment request for us. */
  async function generateSignature(order: CardOrder): Promise<string> {
    const answer = await call({
      what: 'signing the payment request',
      method: 'POST',
      path: '/api/merchant/generate-signature',
      schema: signatureAnswerSchema,
      body: {
        portone_key: config.merchantKey,
        currency: order.currency,
        amount: centsToAmount(order.amountCents),
        merchant_order_id: order.merchantOrderId,
        success_url: order.successUrl,
        failure_url: order.failureUrl,
      },
    });
    return answer.content.signature;
  }

  /** The fields a payment link and a direct payment share, as the provider names them. */
  function orderFields(order: CardOrder, signature: string) {
    return {
      merchant_order_id: order.merchantOrderId,
      amount: centsToAmount(order.amountCents),
      currency: order.currency,
      description: order.description,
      signature_hash: signature,
      environment: config.environment,
      billing_details: {
        billing_name: order.billing.name,
        billing_surname: order.billing.surname,
        billing_email: order.billing.email,
      },
      order_details: order.items.map((item) => ({
        id: item.id,
        name: item.name,
        price: centsToAmount(item.priceCents),
        quantity: item.quantity,
        additional_details: itemCategory,
      })),
      success_url: order.successUrl,
      failure_url: order.failureUrl,
    };
  }

  /**
   * POST paymentLink: a hosted card payment page for the order (signed by generate-signature first). The provider
   * keeps one link per merchant order id: asked again for the same id and amount it answers the same link.
   */
  async function createPaymentLink(
    order: CardOrder & { backUrl: string },
  ): Promise<{ linkRef: string; url: string }> {
    const signature = await generateSignature(order);
    const answer = await call({
      what: 'creating the payment link',
      method: 'POST',
      path: '/api/paymentLink',
      schema: paymentLinkAnswerSchema,
      body: {
        portone_key: config.merchantKey,
        ...orderFields(order, signature),
        country_code: merchantCountry,
        source: 'api',
        merchant_details: {
          name: merchantName,
          back_url: order.backUrl,
          promo_discount: 0,
          shipping_charges: 0,
        },
        show_back_button: true,
        chosen_payment_methods: [
          { payment_channel: cardChannel.channel, payment_method: cardChannel.method },
        ],
      },
    });
    return { linkRef: answer.payment_link_ref, url: answer.payment_link };
  }

  /**
   * POST initiatePayment: a card payment straight on the PAYLETTER channel, without the link page (what the link
   * page itself sends when the payer chooses the card). Answers the channel's page to send the payer to.
   */
  async function initiatePayment(order: CardOrder): Promise<{
    redirectUrl: string;
    orderRef: string;
    merchantOrderRef: string;
  }> {
    const signature = await generateSignature(order);
    const answer = await call({
      what: 'starting the card payment',
      method: 'POST',
      path: '/api/initiatePayment',
      schema: initiatePaymentAnswerSchema,
      body: {
        key: config.merchantKey,
        ...orderFields(order, signature),
        pmt_channel: cardChannel.channel,
        pmt_method: cardChannel.method,
        transaction_type: 'PURCHASE',
      },
    });
    if (!answer.is_success) throw refused('starting the card payment', answer, 200);
    if (!answer.redirect_url || !answer.order_ref) {
      throw new PaymentProviderError(
        'invalid-response',
        'The card provider started the payment without a page or reference',
      );
    }
    return {
      redirectUrl: answer.redirect_url,
      orderRef: answer.order_ref,
      merchantOrderRef: answer.merchant_order_ref ?? order.merchantOrderId,
    };
  }

  /** GET merchant/{key}/paymentLink/{merchantOrderId}/status; null when the provider has no link for the id. */
  async function paymentLinkStatus(merchantOrderId: string): Promise<PaymentLinkStatus | null> {
    const answer = await call({
      what: 'reading the payment link status',
      method: 'GET',
      path: `/api/merchant/${encodeURIComponent(config.merchantKey)}/paymentLink/${encodeURIComponent(merchantOrderId)}/status`,
      schema: linkStatusAnswerSchema,
      nullWhenUnknown: true,
    });
    return answer?.content ?? null;
  }

  return { accessToken, generateSignature, createPaymentLink, initiatePayment, paymentLinkStatus };
}

export type CardApiClient = ReturnType<typeof createCardApiClient>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A refusal's error: the provider's code, reason and (shortened) message, never its raw body. */
function refused(
  what: string,
  answer: { status_code?: string; status_reason?: string; message?: string },
  status: number,
): PaymentProviderError {
  const code = [answer.status_code, answer.status_reason].filter(Boolean).join(' ');
  const message = answer.message ? `: ${answer.message.slice(0, 200)}` : '';
  return new PaymentProviderError(
    'rejected',
    `The card provider refused ${what}${code ? ` (${code})` : ''}${message}`,
    status,
  );
}
