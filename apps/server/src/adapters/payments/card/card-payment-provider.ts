import { roundDollarsToCents } from '@fanship/domain/pricing/money';
import { z } from 'zod';
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type SettleInput,
  type StartPaymentInput,
  type WebhookNotice,
} from '../payment-provider.ts';
import { type CardApiConfig, createCardApiClient, type PaymentLinkStatus } from './card-api-client.ts';
import { isSameSignature, signFields } from './card-signature.ts';

/** CARD_MERCHANT_KEY, CARD_SECRET, CARD_API_URL (card-config.ts). */
export type CardProviderConfig = CardApiConfig;

/**
 * The CARD payment method through the card provider's payment-link API. One link per order: its merchant order id
 * is the order code, so a second start for the order answers the link it already has (the payer may try another
 * card on it after a decline) instead of making a second one. The link's status says how the payment stands; the
 * link's amount and currency must be the order's for the order to count as paid.
 */
export function createCardProvider(
  config: CardProviderConfig,
  options: { now?: () => number } = {},
): PaymentProvider {
  const client = createCardApiClient(config, options);

  return {
    name: 'card',

    async start(input: StartPaymentInput) {
      if (input.method !== 'CARD') {
        throw new PaymentProviderError(
          'rejected',
          `The card provider does not take ${input.method} payments`,
        );
      }
      const existing = await client.paymentLinkStatus(input.orderCode);
      if (existing) return reuseLink(existing, input);
      const created = await client.createPaymentLink({
        merchantOrderId: input.orderCode,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        items: input.items,
        billing: { name: input.payer.firstName, surname: input.payer.lastName, email: input.payer.email },
        successUrl: input.returnUrl,
        failureUrl: input.returnUrl,
        backUrl: input.cancelUrl,
      });
      return { providerRef: created.linkRef, approveUrl: created.url };
    },

    // The payer pays on the provider's page, which completes the payment there: reading how the link stands is
    // all `settle` does, so inspecting is the same read.
    inspect(input: SettleInput) {
      return linkState(input);
    },

    settle(input: SettleInput) {
      return linkState(input);
    },

    async readWebhook(_headers, rawBody) {
      return readSignedNotice(rawBody, config.secret);
    },
  };

  async function linkState(input: SettleInput): Promise<PaymentState> {
    const link = await client.paymentLinkStatus(input.orderCode);
    if (!link) {
      return {
        state: 'FAILED',
        code: 'LINK_NOT_FOUND',
        reason: 'The card provider has no payment link for this order',
      };
    }
    if (link.paymentLinkRef !== input.providerRef || link.merchantOrderRef !== input.orderCode) {
      throw new PaymentProviderError(
        'invalid-response',
        `The card provider answered for link ${link.paymentLinkRef}, not ${input.providerRef}`,
      );
    }
    return paymentState(link, input.amountCents);
  }
}

/** A second start for an order answers the link it has, while that link can still be (or has been) paid. */
function reuseLink(link: PaymentLinkStatus, input: StartPaymentInput) {
  if (link.currency !== input.currency || roundDollarsToCents(link.amount) !== input.amountCents) {
    throw new PaymentProviderError(
      'rejected',
      `Order ${input.orderCode} already has a card payment link for ${link.amount} ${link.currency}`,
    );
  }
  if (linkStage(link) === 'closed') {
    throw new PaymentProviderError(
      'rejected',
      `The card payment link of order ${input.orderCode} is ${link.status.toLowerCase()}`,
    );
  }
  if (!link.link) {
    throw new PaymentProviderError(
      'invalid-response',
      'The card provider answered a payment link without its address',
    );
  }
  return { providerRef: link.paymentLinkRef, approveUrl: link.link };
}

type LinkStage = 'open' | 'paid' | 'closed';

const linkStages: Record<string, LinkStage> = {
  CREATED: 'open',
  PROCESSING: 'open',
  PENDING: 'open',
  INITIATED: 'open',
  SUCCESS: 'paid',
  PAID: 'paid',
  EXPIRED: 'closed',
  CANCELLED: 'closed',
  CANCELED: 'closed',
  DELETED: 'closed',
  FAILED: 'closed',
};

function linkStage(link: PaymentLinkStatus): LinkStage {
  const stage = linkStages[link.status.toUpperCase()];
  if (!stage) {
    throw new PaymentProviderError('invalid-response', `The card provider answered an unknown link status`);
  }
  return stage;
}

/** 1xxx pending, 2xxx success, every other code a failure (the provider's code list). */
function attemptOutcome(statusCode: string): 'pending' | 'succeeded' | 'failed' {
  if (statusCode.startsWith('1')) return 'pending';
  if (statusCode.startsWith('2')) return 'succeeded';
  return 'failed';
}

/** How the order's payment stands, from its link's status and attempts. */
function paymentState(link: PaymentLinkStatus, expectedCents: number): PaymentState {
  const stage = linkStage(link);
  const attempts = link.transactionsList;
  const succeeded = attempts.find((attempt) => attemptOutcome(attempt.statusCode) === 'succeeded');
  const latest = latestAttempt(attempts);
  if (stage === 'paid' || succeeded) {
    const paidCents = roundDollarsToCents(link.amount);
    if (link.currency !== 'USD' || paidCents !== expectedCents) {
      return {
        state: 'FAILED',
        code: 'AMOUNT_MISMATCH',
        reason: `The card provider reports ${link.amount} ${link.currency} paid; the order expects ${expectedCents / 100} USD`,
      };
    }
    const paymentId = [succeeded?.orderRef, succeeded?.channelOrderRef].find((ref) => ref && ref !== '0');
    return { state: 'PAID', providerPaymentId: paymentId ?? link.paymentLinkRef, amountCents: paidCents };
  }
  if (latest && attemptOutcome(latest.statusCode) === 'failed') {
    return { state: 'FAILED', code: latest.statusCode, reason: latest.statusReason || latest.status };
  }
  if (stage === 'closed') {
    return {
      state: 'FAILED',
      code: link.status.toUpperCase(),
      reason: `The payment link is ${link.status.toLowerCase()}`,
    };
  }
  return { state: 'PENDING' };
}

function latestAttempt(attempts: PaymentLinkStatus['transactionsList']) {
  return attempts.reduce<(typeof attempts)[number] | undefined>(
    (latest, attempt) =>
      !latest || (attempt.createdAt ?? '') >= (latest.createdAt ?? '') ? attempt : latest,
    undefined,
  );
}

const amountSchema = z.union([z.number(), z.string()]).transform(String);

/**
 * The provider's payment-link webhook (sent when a link's status changes): signed over amount, country_code,
 * currency, link_ref, merchant_order_ref and status in its `signature_hash` field.
 */
const linkWebhookSchema = z.object({
  link_ref: z.string().min(1),
  merchant_order_ref: z.string(),
  amount: amountSchema,
  currency: z.string(),
  country_code: z.string().optional(),
  countryCode: z.string().optional(),
  status: z.string(),
  signature_hash: z.string(),
});

/**
 * The provider's payment webhook (sent when a payment attempt's status changes): signed over amount, channel_key,
 * channel_order_ref, country_code, currency, merchant_order_ref, method_name, order_ref and status. An attempt made
 * on a payment link names the link (payment_link_ref) and its merchant order id (link_order_ref).
 */
const paymentWebhookSchema = z.object({
  order_ref: z.string().min(1),
  channel_order_ref: z.string().default(''),
  merchant_order_ref: z.string(),
  amount: amountSchema,
  currency: z.string(),
  country_code: z.string().default(''),
  channel_key: z.string().default(''),
  method_name: z.string().default(''),
  status: z.string(),
  signature_hash: z.string(),
  payment_link_ref: z.string().optional(),
  link_order_ref: z.string().optional(),
});

function readSignedNotice(rawBody: string, secret: string): WebhookNotice {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw badSignature();
  }
  const link = linkWebhookSchema.safeParse(body);
  if (link.success) {
    const notice = link.data;
    verify(
      {
        amount: notice.amount,
        country_code: notice.country_code ?? notice.countryCode ?? '',
        currency: notice.currency,
        link_ref: notice.link_ref,
        merchant_order_ref: notice.merchant_order_ref,
        status: notice.status,
      },
      notice.signature_hash,
      secret,
    );
    return { providerRef: notice.link_ref, orderCode: notice.merchant_order_ref };
  }
  const payment = paymentWebhookSchema.safeParse(body);
  if (!payment.success) throw badSignature();
  const notice = payment.data;
  verify(
    {
      amount: notice.amount,
      channel_key: notice.channel_key,
      channel_order_ref: notice.channel_order_ref,
      country_code: notice.country_code,
      currency: notice.currency,
      merchant_order_ref: notice.merchant_order_ref,
      method_name: notice.method_name,
      order_ref: notice.order_ref,
      status: notice.status,
    },
    notice.signature_hash,
    secret,
  );
  if (!notice.payment_link_ref) return null;
  return { providerRef: notice.payment_link_ref, orderCode: notice.link_order_ref };
}

function verify(fields: Record<string, string>, received: string, secret: string): void {
  if (!isSameSignature(signFields(fields, secret), received)) throw badSignature();
}

function badSignature(): PaymentProviderError {
  return new PaymentProviderError(
    'bad-signature',
    'The card provider notification is not signed with our secret',
  );
}
