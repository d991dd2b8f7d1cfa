import type { Transaction } from '@fanship/db/client';
/**
 * One interface for every way a member pays through a hosted payment window (PayPal, card, the built-in sandbox):
 * the paying code (`modules/payments/`) starts a payment for an order, sends the member to the provider's page, and
 * asks the provider how the payment stands when the member comes back, when a webhook arrives or when the waiting
 * page polls. Each provider is an adapter behind this interface, chosen by configuration; the embedded default is
 * the sandbox provider, so the whole flow runs on a laptop with no account anywhere.
 */

/** The payment window's channel, as the waiting page's `channel_key` names it (spec section 2). */
export type PaymentChannel = 'PAYPAL' | 'PAYLETTER';

/** The methods that pay through a hosted window. */
export type WindowPaymentMethod = 'PAYPAL' | 'CARD';

export type StartPaymentInput = {
  orderCode: string;
  method: WindowPaymentMethod;
  /** What the member pays, in US cents, from the rates frozen on the order. */
  amountCents: number;
  currency: 'USD';
  /** 'Order Information - {code}'. */
  description: string;
  /** What the order is for (the card provider's order details: id, name, price, quantity). */
  items: { id: string; name: string; priceCents: number; quantity: number }[];
  payer: { memberCode: string; firstName: string; lastName: string; email: string };
  /** Where the provider sends the member back (the waiting page); the adapter adds its own query parameters. */
  returnUrl: string;
  /** Where the provider sends the member who gives up. */
  cancelUrl: string;
  /** The same key for a retry of the same start, so a provider never makes two payments for one attempt. */
  idempotencyKey: string;
};

export type StartedPayment = {
  /** The provider's own reference for the payment (PayPal's order id, the card provider's link reference). */
  providerRef: string;
  /** The hosted page the payment window opens. */
  approveUrl: string;
};

/** How a payment stands at the provider. Only PAID settles an order; FAILED leaves it unpaid and payable again. */
export type PaymentState =
  | { state: 'PAID'; providerPaymentId: string; amountCents: number }
  | { state: 'PENDING' }
  | { state: 'FAILED'; code: string; reason: string };

export type SettleInput = {
  providerRef: string;
  orderCode: string;
  /** What the order expects to be paid: a provider answer for another amount is not PAID. */
  amountCents: number;
  /** The same key for every settle of one payment (PayPal's capture `PayPal-Request-Id`). */
  idempotencyKey: string;
};

/**
 * How a payment stands without completing it: APPROVED is a payment the payer approved that `settle` would
 * complete (capture) now; PAID is one the provider already completed (a card paid on the provider's page).
 */
export type InspectedState = PaymentState | { state: 'APPROVED' };

/** What a verified webhook says happened to which payment (null: an event that concerns no payment of ours). */
export type WebhookNotice = { providerRef: string; orderCode?: string } | null;

export interface PaymentProvider {
  /** 'paypal', 'card', 'sandbox': in logs and on the staff's order page. */
  readonly name: string;
  /** Starts a payment and returns the page the payment window opens. */
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Asks the provider how the payment stands and never completes it (no capture): the paying code inspects first,
   * checks and locks everything the order's settlement needs, and only then calls `settle`, so nothing is captured
   * for an order that could not be settled. A payment that can no longer be approved (declined, expired, voided)
   * is FAILED; one the payer may still approve is PENDING.
   */
  inspect(input: SettleInput): Promise<InspectedState>;
  /**
   * Asks the provider how the payment stands, completing it (PayPal's capture) when the payer approved it and it
   * is not complete yet. Safe to call any number of times, at once too: a payment is captured at most once.
   * `within` is the paying code's open transaction: a provider that keeps its payments in our own database (the
   * sandbox) records its capture in it, so a settlement rolled back captures nothing; remote providers ignore it.
   */
  settle(input: SettleInput, within?: Transaction): Promise<PaymentState>;
  /**
   * Checks a webhook's signature and reads which payment it concerns; throws PaymentProviderError
   * ('bad-signature') for a forged or unreadable one. Providers without webhooks return null.
   */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<WebhookNotice>;
}

export type PaymentProviderErrorKind =
  /** The provider did not answer in time. */
  | 'timeout'
  /** The provider answered 5xx or could not be reached. */
  | 'unavailable'
  /** The provider answered something that is not its documented shape. */
  | 'invalid-response'
  /** The provider refused the request (4xx): the message says why. */
  | 'rejected'
  /** A webhook whose signature does not verify. */
  | 'bad-signature';

/** Everything an adapter throws: what went wrong, never a provider's raw body or credentials. */
export class PaymentProviderError extends Error {
  readonly kind: PaymentProviderErrorKind;
  readonly status: number | undefined;
  constructor(kind: PaymentProviderErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.status = status;
  }
}
