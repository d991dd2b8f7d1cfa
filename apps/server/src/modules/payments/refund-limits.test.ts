import { creditEntries } from '@fanship/db/payment-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { balanceAndLedgerSum } from '../../test/credit.ts';
import { createOfmRequest, memberId, payThroughSandbox } from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

type Paid = {
  t: TestApp;
  member: TestMember;
  staff: TestMember;
  code: string;
  orderCode: string;
  paid: number;
};

/** A member's OFM request paid by card (SCOM03, nothing bought yet) and a staff member. */
async function paidOfm(t: TestApp, staff: TestMember): Promise<Paid> {
  const member = await t.createMember();
  const code = await createOfmRequest(t, member, { unitPrice: 17_000 });
  const orderCode = await payThroughSandbox(t, member, code);
  const order = await t.get(`/api/orders/${orderCode}`, member.cookie);
  return { t, member, staff, code, orderCode, paid: order.json().totalAmountKrw };
}

const ofmRefund = (s: Paid) =>
  s.t.inject({
    method: 'POST',
    url: `/api/staff/ofm/${s.code}/complete-with-refund`,
    cookie: s.staff.cookie,
    payload: { refundAmount: s.paid, reason: 'Sold out.' },
  });

const orderRefund = (s: Paid, amount = s.paid) =>
  s.t.inject({
    method: 'POST',
    url: `/api/staff/orders/${s.orderCode}/refund-to-credit`,
    cookie: s.staff.cookie,
    payload: { amount, reason: 'Sold out.' },
  });

const staffOrder = async (s: Paid) =>
  (
    await s.t.inject({
      method: 'GET',
      url: `/api/staff/requests/order/${s.orderCode}`,
      cookie: s.staff.cookie,
    })
  ).json();

async function earned(s: Paid): Promise<number> {
  const id = await memberId(s.t, s.member);
  const { balance, ledgerSum } = await balanceAndLedgerSum(s.t, id);
  expect(balance).toBe(ledgerSum);
  return balance;
}

describe('one paid invoice is refunded at most once over, by any path (issue 20, point 4)', () => {
  it('an OFM completed with a refund of everything leaves nothing to refund to credit on its invoice', async () => {
    const t = await start();
    const s = await paidOfm(t, await createMemberWithRole(t, 'staff'));
    expect((await staffOrder(s)).refundableKrw).toBe(s.paid);
    const completed = await ofmRefund(s);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await staffOrder(s)).toMatchObject({
      refundedKrw: s.paid,
      refundedToCreditKrw: 0,
      refundableKrw: 0,
    });
    const again = await orderRefund(s);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('At most ₩0 can be refunded for this invoice.');
    expect((await orderRefund(s, 1)).statusCode).toBe(409);
    expect(await earned(s)).toBe(s.paid);
  });

  it('an invoice refunded to credit in part leaves its OFM only the rest to refund, which is then refused', async () => {
    const t = await start();
    const s = await paidOfm(t, await createMemberWithRole(t, 'staff'));
    const part = await orderRefund(s, 5_000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      refundedKrw: 5_000,
      refundedToCreditKrw: 5_000,
      refundableKrw: s.paid - 5_000,
    });
    const refused = await ofmRefund(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `At most ₩${(s.paid - 5_000).toLocaleString('en-US')} can be refunded for ${s.code}: that is what is left to refund of invoice ${s.orderCode}.`,
    );
    const ofm = await t.get(`/api/ofm-services/${s.code}`, s.member.cookie);
    expect(ofm.json().status).toBe('SCOM03');
    expect(await earned(s)).toBe(5_000);
  });
});

// These matter on PostgreSQL, where the requests really run at once (TEST_DATABASE_URL); PGlite serialises them.
describe('refunds by both paths at once', () => {
  it('an OFM refund and refunds to credit of its invoice, in parallel, many times: never more than was paid', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    for (let round = 0; round < 6; round++) {
      const s = await paidOfm(t, staff);
      const answers = await Promise.all([
        ofmRefund(s),
        ofmRefund(s),
        orderRefund(s),
        orderRefund(s),
        orderRefund(s, 1_000),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      const balance = await earned(s);
      expect(balance).toBeLessThanOrEqual(s.paid);
      // Either the OFM took it all, or the invoice a whole or part of it (and the OFM none).
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect([s.paid, 1_000]).toContain(balance);
      const entries = await t.database.db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.memberId, await memberId(t, s.member)));
      expect(entries.filter((entry) => entry.transactionType === 'E')).toHaveLength(1);
    }
  });
});
