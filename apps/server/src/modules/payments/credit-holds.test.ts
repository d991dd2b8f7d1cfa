import { creditEntries, paymentAttempts } from '@fanship/db/payment-schema';
import { requestHistory } from '@fanship/db/request-schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { balanceAndLedgerSum, writeEntry } from '../../test/credit.ts';
import { confirmPayment, createOfmRequest, giveCredit, memberId, requestOrder } from '../../test/payments.ts';
import { payPalAgainst, useFakePayPal } from '../../test/paypal.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { settlementMessages } from './attempt-settlement.ts';

const { start } = setupTestApps();
const { fake } = useFakePayPal();

/**
 * A member with `credit` won of credit and an OFM request of ₩20,000, an invoice paid with PayPal (the fake) that
 * redeems `redeem` of it, approved at PayPal but not confirmed yet; and a staff member.
 */
async function approvedPayPalOrder(credit: number, redeem: number) {
  const t = await start({}, { paymentProviders: { PAYPAL: payPalAgainst(fake(), { timeoutMs: 5_000 }) } });
  const member = await t.createMember();
  const staff = await createMemberWithRole(t, 'staff');
  await giveCredit(t, member, credit);
  const code = await createOfmRequest(t, member);
  const response = await requestOrder(t, member, [code], 'PAYPAL', redeem);
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<{ code: string }>();
  const paypalOrder = [...fake().orders.values()].findLast((candidate) => candidate.customId === order.code);
  if (!paypalOrder) throw new Error('No PayPal order was created');
  fake().approve(paypalOrder.id);
  return { t, member, staff, order, id: await memberId(t, member) };
}

const deduct = (t: TestApp, staff: TestMember, member: TestMember, amount: number) =>
  t.post(
    `/api/staff/members/${member.code}/credit`,
    { transactionType: 'R', amount, reason: 'Correction' },
    staff.cookie,
  );

const orderStatus = async (t: TestApp, member: TestMember, code: string) =>
  (await t.get(`/api/orders/${code}`, member.cookie)).json().status;

describe('credit held by open invoices (issue 20, point 3)', () => {
  it('a staff deduction cannot take credit an open invoice holds: 409 naming it, and the invoice still settles', async () => {
    const { t, member, staff, order, id } = await approvedPayPalOrder(10_000, 10_000);
    const refused = await deduct(t, staff, member, 10_000);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `Only ₩0 of the member's credit can be deducted: ₩10,000 is held by open invoice ${order.code} until it is paid or cancelled.`,
    );
    const capturesBefore = fake().capturesMade();
    const confirmed = await confirmPayment(t, member, order.code);
    expect(confirmed.json()).toMatchObject({ status: 'OR03', failure: null });
    expect(fake().capturesMade() - capturesBefore).toBe(1);
    expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 0, ledgerSum: 0 });
    // Once the invoice is paid nothing is held: a deduction is refused only for want of credit.
    expect((await deduct(t, staff, member, 1)).json().message).toBe('The member has only ₩0 of credit.');
  });

  it('the credit beyond what invoices hold can still be deducted', async () => {
    const { t, member, staff, order } = await approvedPayPalOrder(15_000, 10_000);
    expect((await deduct(t, staff, member, 5_001)).statusCode).toBe(409);
    const allowed = await deduct(t, staff, member, 5_000);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().balance).toBe(10_000);
    expect((await confirmPayment(t, member, order.code)).json().status).toBe('OR03');
  });

  it('nothing is captured when the settlement could not succeed: the credit it redeems is gone', async () => {
    const { t, member, order, id } = await approvedPayPalOrder(10_000, 10_000);
    // The credit leaves by a path that bypasses the guard (a direct ledger write), as an old deduction did.
    await writeEntry(t, id, { transactionType: 'R', category: 'ADJUSTMENT', amountKrw: 10_000 });
    const capturesBefore = fake().capturesMade();
    const answer = await confirmPayment(t, member, order.code);
    expect(answer.statusCode, answer.body).toBe(200);
    const reason = settlementMessages.creditGone('₩10,000', '₩0');
    expect(answer.json()).toMatchObject({ status: 'OR01', failure: { code: 'NOT_SETTLEABLE', reason } });
    expect(fake().capturesMade()).toBe(capturesBefore);
    const [attempt] = await t.database.db.select().from(paymentAttempts);
    expect(attempt).toMatchObject({ status: 'FAILED', failureCode: 'NOT_SETTLEABLE' });
    expect(await orderStatus(t, member, order.code)).toBe('OR01');
  });

  it('a payment the provider already took that cannot be settled is left for staff on the attempt, not silenced', async () => {
    const paidOnItsPage: PaymentProvider = {
      name: 'paid-card',
      async start(input) {
        return { providerRef: `REF-${input.orderCode}`, approveUrl: 'https://pay.example.com/REF' };
      },
      async inspect(input) {
        return { state: 'PAID', providerPaymentId: 'PAY-1', amountCents: input.amountCents };
      },
      async settle(input) {
        return { state: 'PAID', providerPaymentId: 'PAY-1', amountCents: input.amountCents };
      },
      async readWebhook() {
        return null;
      },
    };
    const t = await start({}, { paymentProviders: { CARD: paidOnItsPage } });
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    await giveCredit(t, member, 5_000);
    const code = await createOfmRequest(t, member);
    const order = (await requestOrder(t, member, [code], 'CARD', 5_000)).json();
    await writeEntry(t, await memberId(t, member), {
      transactionType: 'R',
      category: 'ADJUSTMENT',
      amountKrw: 5_000,
    });
    const answer = (await confirmPayment(t, member, order.code)).json();
    expect(answer).toMatchObject({ status: 'OR01', failure: { code: 'NOT_SETTLED' } });
    const page = await t.get(`/api/staff/requests/order/${order.code}`, staff.cookie);
    expect(page.json().attempts).toMatchObject([
      {
        status: 'PAID',
        providerPaymentId: 'PAY-1',
        failureCode: 'NOT_SETTLED',
        failureReason: settlementMessages.paidNotSettled(settlementMessages.creditGone('₩5,000', '₩0')),
      },
    ]);
  });
});

// These matter on PostgreSQL, where the requests really run at once (TEST_DATABASE_URL); PGlite serialises them.
describe('credit held by open invoices under concurrency', () => {
  it('deductions and confirmations at once: one capture, one settlement, only the free credit deducted', async () => {
    for (let round = 0; round < 3; round++) {
      const { t, member, staff, order, id } = await approvedPayPalOrder(15_000, 10_000);
      fake().settings.captureDelayMs = 20;
      const capturesBefore = fake().capturesMade();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => deduct(t, staff, member, 5_000)),
        ...Array.from({ length: 8 }, () => confirmPayment(t, member, order.code)),
      ]);
      const deductions = answers.slice(0, 8).map((answer) => answer.statusCode);
      expect(deductions.filter((status) => status === 200)).toHaveLength(1);
      expect(deductions.filter((status) => status === 409)).toHaveLength(7);
      for (const answer of answers.slice(8)) expect(answer.statusCode, answer.body).toBe(200);
      expect(fake().capturesMade() - capturesBefore).toBe(1);
      expect(await orderStatus(t, member, order.code)).toBe('OR03');
      const paid = await t.database.db
        .select()
        .from(requestHistory)
        .where(eq(requestHistory.toStatus, 'OR03'));
      expect(paid).toHaveLength(1);
      const redeems = await t.database.db
        .select()
        .from(creditEntries)
        .where(and(eq(creditEntries.memberId, id), eq(creditEntries.category, 'ORDER_PAYMENT')));
      expect(redeems).toHaveLength(1);
      expect(await balanceAndLedgerSum(t, id)).toEqual({ balance: 0, ledgerSum: 0 });
      fake().reset();
    }
  });
});
