import { usdCentsToDecimal, usdDecimalToCents } from '@fanship/domain/pricing/money';
import {
  type InspectedState,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type SettleInput,
  type StartPaymentInput,
  type WebhookNotice,
} from '../payment-provider.ts';
import { createPayPalClient, type PayPalClientDependencies, PayPalRejection } from './paypal-client.ts';
import type { PayPalConfig } from './paypal-config.ts';
import {
  captureEventResourceSchema,
  orderEventResourceSchema,
  type PayPalCapture,
  type PayPalOrder,
  webhookEventSchema,
} from './paypal-schemas.ts';

/**
 * What the adapter adds to the return and cancel URLs, for the waiting page (spec section 2): the channel, our
 * order code, and a status code (1000: go and confirm; PayPal itself adds `token`, its order id, and `PayerID`).
 */
export const payPalReturnParameters = { channel_key: 'PAYPAL', status_code: '1000' } as const;
export const payPalCancelParameters = {
  channel_key: 'PAYPAL',
  status_code: 'CANCELLED',
  status_reason: 'The payment was cancelled at PayPal.',
} as const;

/** The webhook events that concern a payment; every other event is no payment of ours. */
const orderEvents = new Set(['CHECKOUT.ORDER.APPROVED']);
const captureEvents = new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED']);

/** PayPal's limit on description, custom_id and invoice_id. */
const payPalTextLimit = 127;

function withParameters(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}

function failed(code: string, reason: string): PaymentState {
  return { state: 'FAILED', code, reason };
}

/** The order's money, or a FAILED state when it is not what our order expects. */
function amountProblem(
  money: { currency_code: string; value: string } | undefined,
  expectedCents: number,
  what: string,
): PaymentState | null {
  if (money?.currency_code === 'USD' && usdDecimalToCents(money.value) === expectedCents) return null;
  const got = money ? `${money.currency_code} ${money.value}` : 'no amount';
  return failed(
    'AMOUNT_MISMATCH',
    `${what} ${got}, the order expects USD ${usdCentsToDecimal(expectedCents)}`,
  );
}

/** How a captured order stands, by its capture's own status (an order is COMPLETED even when its capture is declined). */
function fromCapture(order: PayPalOrder, input: SettleInput): PaymentState {
  const captures = order.purchase_units?.[0]?.payments?.captures ?? [];
  const capture: PayPalCapture | undefined =
    captures.find((entry) => entry.status === 'COMPLETED') ?? captures[0];
  if (!capture) {
    if (order.status !== 'COMPLETED') return { state: 'PENDING' };
    throw new PaymentProviderError('invalid-response', 'PayPal answered a completed order without a capture');
  }
  switch (capture.status) {
    case 'COMPLETED':
      return (
        amountProblem(capture.amount, input.amountCents, 'PayPal captured') ?? {
          state: 'PAID',
          providerPaymentId: capture.id,
          amountCents: input.amountCents,
        }
      );
    case 'PENDING':
      return { state: 'PENDING' };
    case 'DECLINED':
    case 'FAILED':
      return failed(
        capture.status,
        `PayPal ${capture.status === 'DECLINED' ? 'declined' : 'failed'} the payment${reasonText(capture)}.`,
      );
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return failed(capture.status, 'The PayPal payment was refunded.');
  }
}

function reasonText(capture: PayPalCapture): string {
  const reason = capture.status_details?.reason;
  return reason ? ` (${reason})` : '';
}

/** Whether PayPal's order carries our order code (a reference to another order's payment is never ours). */
function isOurs(order: PayPalOrder, orderCode: string): boolean {
  const unit = order.purchase_units?.[0];
  if (!unit || (unit.custom_id === undefined && unit.invoice_id === undefined)) return true;
  return unit.custom_id === orderCode || unit.invoice_id === orderCode;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined || first === '' ? undefined : first;
  }
  return undefined;
}

function badSignature(reason: string): PaymentProviderError {
  return new PaymentProviderError('bad-signature', reason);
}

/**
 * How PayPal's order stands for ours, without capturing: APPROVED (and for the amount the order expects) is what
 * `settle` captures; an order PayPal no longer has, voided or another order's can never be paid.
 */
function standing(order: PayPalOrder | null, input: SettleInput): InspectedState {
  if (!order) return failed('EXPIRED', 'The PayPal order has expired; start the payment again.');
  if (!isOurs(order, input.orderCode)) {
    return failed('ORDER_MISMATCH', 'The PayPal order belongs to another order.');
  }
  switch (order.status) {
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
      return { state: 'PENDING' };
    case 'VOIDED':
      return failed('VOIDED', 'The PayPal order was voided.');
    case 'COMPLETED':
      return fromCapture(order, input);
    case 'APPROVED':
      // Never capture an amount other than the one the order expects.
      return (
        amountProblem(order.purchase_units?.[0]?.amount, input.amountCents, 'The PayPal order is for') ?? {
          state: 'APPROVED',
        }
      );
  }
}

/**
 * The PayPal adapter (Orders v2): start creates an order (intent CAPTURE) and returns its approve link; settle
 * reads the order and captures it once approved, answering by the capture's own status, amount and currency;
 * readWebhook verifies the signature with PayPal and names the PayPal order the event concerns.
 */
export function createPayPalProvider(
  config: PayPalConfig,
  dependencies: PayPalClientDependencies = {},
): PaymentProvider {
  const client = createPayPalClient(config, dependencies);

  async function capture(input: SettleInput): Promise<PayPalOrder> {
    try {
      return await client.captureOrder(input.providerRef, input.idempotencyKey);
    } catch (error) {
      // Captured meanwhile (another settle with another key): the order says how it went.
      if (error instanceof PayPalRejection && error.issues.includes('ORDER_ALREADY_CAPTURED')) {
        return client.getOrder(input.providerRef);
      }
      throw error;
    }
  }

  /** PayPal's order, or null when PayPal no longer has it (an order never approved expires). */
  async function readOrder(input: SettleInput): Promise<PayPalOrder | null> {
    try {
      return await client.getOrder(input.providerRef);
    } catch (error) {
      if (error instanceof PayPalRejection && error.status === 404) return null;
      throw error;
    }
  }

  return {
    name: 'paypal',

    async start(input: StartPaymentInput) {
      const reference = input.orderCode.slice(0, payPalTextLimit);
      const order = await client.createOrder(
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: reference,
              custom_id: reference,
              invoice_id: reference,
              description: input.description.slice(0, payPalTextLimit),
              amount: { currency_code: input.currency, value: usdCentsToDecimal(input.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Fanship',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: withParameters(input.returnUrl, {
                  ...payPalReturnParameters,
                  merchant_order_ref: input.orderCode,
                }),
                cancel_url: withParameters(input.cancelUrl, {
                  ...payPalCancelParameters,
                  merchant_order_ref: input.orderCode,
                }),
              },
            },
          },
        },
        input.idempotencyKey,
      );
      const link = order.links?.find((entry) => entry.rel === 'payer-action' || entry.rel === 'approve');
      if (!link || !URL.canParse(link.href)) {
        throw new PaymentProviderError(
          'invalid-response',
          'PayPal answered an order without an approve link',
        );
      }
      return { providerRef: order.id, approveUrl: link.href };
    },

    async inspect(input: SettleInput) {
      return standing(await readOrder(input), input);
    },

    async settle(input: SettleInput) {
      const order = await readOrder(input);
      const state = standing(order, input);
      if (state.state !== 'APPROVED') return state;
      try {
        return fromCapture(await capture(input), input);
      } catch (error) {
        if (error instanceof PayPalRejection && error.issues.includes('INSTRUMENT_DECLINED')) {
          return failed(
            'INSTRUMENT_DECLINED',
            'PayPal declined the payment method; the payer may choose another.',
          );
        }
        throw error;
      }
    },

    async readWebhook(headers, rawBody): Promise<WebhookNotice> {
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw badSignature('The PayPal webhook is not JSON');
      }
      const envelope = webhookEventSchema.safeParse(event);
      if (!envelope.success) {
        throw badSignature('The PayPal webhook is not an event');
      }
      const fields = {
        auth_algo: header(headers, 'paypal-auth-algo'),
        cert_url: header(headers, 'paypal-cert-url'),
        transmission_id: header(headers, 'paypal-transmission-id'),
        transmission_sig: header(headers, 'paypal-transmission-sig'),
        transmission_time: header(headers, 'paypal-transmission-time'),
      };
      const { auth_algo, cert_url, transmission_id, transmission_sig, transmission_time } = fields;
      if (!auth_algo || !cert_url || !transmission_id || !transmission_sig || !transmission_time) {
        throw badSignature('The PayPal webhook has no signature');
      }
      let verified: boolean;
      try {
        verified = await client.verifyWebhookSignature(
          {
            auth_algo,
            cert_url,
            transmission_id,
            transmission_sig,
            transmission_time,
            webhook_id: config.webhookId,
          },
          rawBody.trim(),
        );
      } catch (error) {
        // PayPal refusing to check what was sent (a malformed cert URL, a bad signature format) is a forgery;
        // its being down is not, so the sender retries.
        if (error instanceof PayPalRejection && (error.status === 400 || error.status === 422)) {
          throw badSignature('PayPal refused to verify the webhook');
        }
        throw error;
      }
      if (!verified) throw badSignature('The PayPal webhook signature does not verify');

      const { event_type: type, resource } = envelope.data;
      if (orderEvents.has(type)) {
        const order = orderEventResourceSchema.safeParse(resource);
        if (!order.success) throw new PaymentProviderError('invalid-response', `${type} without an order`);
        const unit = order.data.purchase_units?.[0];
        return { providerRef: order.data.id, orderCode: unit?.custom_id ?? unit?.invoice_id };
      }
      if (captureEvents.has(type)) {
        const captured = captureEventResourceSchema.safeParse(resource);
        if (!captured.success)
          throw new PaymentProviderError('invalid-response', `${type} without a capture`);
        const orderId = captured.data.supplementary_data?.related_ids?.order_id;
        if (!orderId) return null;
        return { providerRef: orderId, orderCode: captured.data.custom_id ?? captured.data.invoice_id };
      }
      return null;
    },
  };
}
