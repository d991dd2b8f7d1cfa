import { randomBytes } from 'node:crypto';
import type { Database, Transaction } from '@fanship/db/client';
import { sandboxPayments } from '@fanship/db/shared-state-schema';
import { and, eq, lt } from 'drizzle-orm';
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

/** How long a sandbox payment is kept (a laptop's flow): older ones are deleted when a new one starts. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type SandboxRow = typeof sandboxPayments.$inferSelect;

const toPayment = (row: SandboxRow): SandboxPayment => ({
  ref: row.ref,
  orderCode: row.orderCode,
  channel: row.channel as PaymentChannel,
  amountCents: row.amountCents,
  description: row.description,
  payerEmail: row.payerEmail,
  returnUrl: row.returnUrl,
  cancelUrl: row.cancelUrl,
  state: row.state as SandboxPayment['state'],
  createdAt: row.createdAt.getTime(),
});

/**
 * The built-in payment provider (the embedded default): no account anywhere, its own hosted page at
 * `/payments/sandbox/{ref}` where the user approves or declines, then the browser goes back to the return address
 * with the same query parameters a real provider's return carries. Payments live in the `sandbox_payments` table,
 * so every instance on the database sees an answer and an approved payment survives a restart.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #pageUrl: (ref: string) => string;
  readonly #now: () => number;

  constructor(options: { db: Database; pageUrl: (ref: string) => string; now?: () => number }) {
    this.#db = options.db;
    this.#pageUrl = options.pageUrl;
    this.#now = options.now ?? Date.now;
  }

  async start(input: StartPaymentInput): Promise<StartedPayment> {
    await this.#db
      .delete(sandboxPayments)
      .where(lt(sandboxPayments.createdAt, new Date(this.#now() - KEEP_MS)));
    const ref = `SBX-${randomBytes(9).toString('base64url')}`;
    await this.#db
      .insert(sandboxPayments)
      .values({
        ref,
        idempotencyKey: input.idempotencyKey,
        orderCode: input.orderCode,
        channel: input.method === 'PAYPAL' ? 'PAYPAL' : 'PAYLETTER',
        amountCents: input.amountCents,
        description: input.description,
        payerEmail: input.payer.email,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        createdAt: new Date(this.#now()),
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
    // A repeated start (same idempotency key) answers the payment the first one made.
    const [kept] = await this.#db
      .select({ ref: sandboxPayments.ref })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
    const keptRef = kept?.ref ?? ref;
    return { providerRef: keptRef, approveUrl: this.#pageUrl(keptRef) };
  }

  /** Like a PayPal order: approved on the hosted page is APPROVED until `settle` completes ("captures") it. */
  async inspect(input: { providerRef: string; amountCents: number }): Promise<InspectedState> {
    const row = await this.#row(input.providerRef);
    const state = this.#state(row, input.amountCents);
    return state.state === 'PAID' && !row?.captured ? { state: 'APPROVED' } : state;
  }

  /**
   * The capture: marks an approved payment captured, in the paying code's transaction when it gives one (so a
   * settlement rolled back leaves the payment approved, and on PGlite's one connection nothing waits for that very
   * transaction). Capturing twice answers PAID again: an answer on the page is final.
   */
  async settle(
    input: { providerRef: string; amountCents: number },
    within?: Transaction,
  ): Promise<PaymentState> {
    const db = within ?? this.#db;
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, input.providerRef))
      .for('update');
    const state = this.#state(row, input.amountCents);
    if (state.state === 'PAID' && !row?.captured) {
      await db
        .update(sandboxPayments)
        .set({ captured: true })
        .where(eq(sandboxPayments.ref, input.providerRef));
    }
    return state;
  }

  async #row(ref: string) {
    const [row] = await this.#db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row;
  }

  #state(row: SandboxRow | undefined, amountCents: number): PaymentState {
    if (!row) return { state: 'FAILED', code: 'NOT_FOUND', reason: 'The sandbox has no such payment.' };
    if (row.state === 'DECLINED') {
      return { state: 'FAILED', code: SANDBOX_DECLINE_CODE, reason: SANDBOX_DECLINE_REASON };
    }
    if (row.state === 'OPEN') return { state: 'PENDING' };
    if (row.amountCents !== amountCents) {
      return {
        state: 'FAILED',
        code: 'AMOUNT_MISMATCH',
        reason: 'The paid amount is not the invoice amount.',
      };
    }
    return { state: 'PAID', providerPaymentId: `${row.ref}-PAID`, amountCents: row.amountCents };
  }

  async readWebhook(): Promise<WebhookNotice> {
    return null;
  }

  /** The payment the hosted page shows. */
  async find(ref: string): Promise<SandboxPayment | undefined> {
    const row = await this.#row(ref);
    return row && toPayment(row);
  }

  /**
   * The user's answer on the hosted page: approve or decline an open payment (one guarded update: a second answer,
   * through any instance, changes nothing). Answers where the browser goes next, with the provider's return
   * parameters.
   */
  async answer(ref: string, approve: boolean): Promise<string | undefined> {
    await this.#db
      .update(sandboxPayments)
      .set({ state: approve ? 'APPROVED' : 'DECLINED' })
      .where(and(eq(sandboxPayments.ref, ref), eq(sandboxPayments.state, 'OPEN')));
    const payment = await this.find(ref);
    if (!payment) return undefined;
    const approved = payment.state === 'APPROVED';
    const target = new URL(approved ? payment.returnUrl : payment.cancelUrl);
    target.searchParams.set('channel_key', payment.channel);
    target.searchParams.set('link_order_ref', payment.ref);
    target.searchParams.set('merchant_order_ref', payment.orderCode);
    target.searchParams.set('status_code', approved ? '1000' : SANDBOX_DECLINE_CODE);
    target.searchParams.set('status_reason', approved ? 'Approved' : SANDBOX_DECLINE_REASON);
    return target.toString();
  }
}
