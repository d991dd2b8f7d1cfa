import { randomBytes } from 'node:crypto';
import type {
  InspectedState,
  PaymentChannel,
  PaymentProvider,
  PaymentState,
  StartedPayment,
  StartPaymentInput,
  WebhookNotice,
} from '../payment-provider.ts';

/** A payment on the sandbox's hosted page: open until the user approves or declines it. */
export type SandboxPayment = {
  ref: string;
  orderCode: string;
  channel: PaymentChannel;
  amountCents: number;
  description: string;
  payerEmail: string;
  returnUrl: string;
  cancelUrl: string;
  state: 'OPEN' | 'APPROVED' | 'DECLINED';
  createdAt: number;
};

export const SANDBOX_DECLINE_CODE = 'DECLINED';
export const SANDBOX_DECLINE_REASON = 'The payment was declined on the sandbox page.';

/** How long an unanswered sandbox payment is kept (memory only; a laptop's flow). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 10_000;

/**
 * The built-in payment provider (the embedded default): no account anywhere, its own hosted page at
 * `/payments/sandbox/{ref}` where the user approves or declines, then the browser goes back to the return address
 * with the same query parameters a real provider's return carries. Payments live in this process's memory.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #payments = new Map<string, SandboxPayment>();
  readonly #byKey = new Map<string, string>();
  /** The approved payments `settle` completed. */
  readonly #captured = new Set<string>();
  readonly #pageUrl: (ref: string) => string;
  readonly #now: () => number;

  constructor(options: { pageUrl: (ref: string) => string; now?: () => number }) {
    this.#pageUrl = options.pageUrl;
    this.#now = options.now ?? Date.now;
  }

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    this.#prune();
    const known = this.#byKey.get(input.idempotencyKey);
    const existing = known ? this.#payments.get(known) : undefined;
    if (existing) return { providerRef: existing.ref, approveUrl: this.#pageUrl(existing.ref) };
    const ref = `SBX-${randomBytes(9).toString('base64url')}`;
    this.#payments.set(ref, {
      ref,
      orderCode: input.orderCode,
      channel: input.method === 'PAYPAL' ? 'PAYPAL' : 'PAYLETTER',
      amountCents: input.amountCents,
      description: input.description,
      payerEmail: input.payer.email,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      state: 'OPEN',
      createdAt: this.#now(),
    });
    this.#byKey.set(input.idempotencyKey, ref);
    return { providerRef: ref, approveUrl: this.#pageUrl(ref) };
  }

  /** Like a PayPal order: approved on the hosted page is APPROVED until `settle` completes ("captures") it. */
  async inspect(input: { providerRef: string; amountCents: number }): Promise<InspectedState> {
    const state = this.#state(input);
    return state.state === 'PAID' && !this.#captured.has(input.providerRef) ? { state: 'APPROVED' } : state;
  }

  async settle(input: { providerRef: string; amountCents: number }): Promise<PaymentState> {
    const state = this.#state(input);
    if (state.state === 'PAID') this.#captured.add(input.providerRef);
    return state;
  }

  #state(input: { providerRef: string; amountCents: number }): PaymentState {
    const payment = this.#payments.get(input.providerRef);
    if (!payment) return { state: 'FAILED', code: 'NOT_FOUND', reason: 'The sandbox has no such payment.' };
    if (payment.state === 'DECLINED') {
      return { state: 'FAILED', code: SANDBOX_DECLINE_CODE, reason: SANDBOX_DECLINE_REASON };
    }
    if (payment.state === 'OPEN') return { state: 'PENDING' };
    if (payment.amountCents !== input.amountCents) {
      return {
        state: 'FAILED',
        code: 'AMOUNT_MISMATCH',
        reason: 'The paid amount is not the invoice amount.',
      };
    }
    return { state: 'PAID', providerPaymentId: `${payment.ref}-PAID`, amountCents: payment.amountCents };
  }

  async readWebhook(): Promise<WebhookNotice> {
    return null;
  }

  /** The payment the hosted page shows. */
  find(ref: string): SandboxPayment | undefined {
    return this.#payments.get(ref);
  }

  /**
   * The user's answer on the hosted page: approve or decline an open payment (a second answer changes nothing).
   * Answers where the browser goes next, with the provider's return parameters.
   */
  answer(ref: string, approve: boolean): string | undefined {
    const payment = this.#payments.get(ref);
    if (!payment) return undefined;
    if (payment.state === 'OPEN') payment.state = approve ? 'APPROVED' : 'DECLINED';
    const approved = payment.state === 'APPROVED';
    const target = new URL(approved ? payment.returnUrl : payment.cancelUrl);
    target.searchParams.set('channel_key', payment.channel);
    target.searchParams.set('link_order_ref', payment.ref);
    target.searchParams.set('merchant_order_ref', payment.orderCode);
    target.searchParams.set('status_code', approved ? '1000' : SANDBOX_DECLINE_CODE);
    target.searchParams.set('status_reason', approved ? 'Approved' : SANDBOX_DECLINE_REASON);
    return target.toString();
  }

  #prune() {
    if (this.#payments.size < MAX_KEPT) return;
    const oldest = this.#now() - KEEP_MS;
    for (const [ref, payment] of this.#payments) {
      if (payment.createdAt < oldest || this.#payments.size >= MAX_KEPT) this.#payments.delete(ref);
    }
    for (const [key, ref] of this.#byKey) if (!this.#payments.has(ref)) this.#byKey.delete(key);
    for (const ref of this.#captured) if (!this.#payments.has(ref)) this.#captured.delete(ref);
  }
}
