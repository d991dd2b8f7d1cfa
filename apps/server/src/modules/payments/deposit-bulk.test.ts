import { creditEntries, feeLines } from '@fanship/db/payment-schema';
import { requestHistory, requests } from '@fanship/db/request-schema';
import { mailOutbox } from '@fanship/db/schema';
import { bulkDepositMessages } from '@fanship/domain/payments/wise-contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { createOfmRequest, giveCredit, requestOrder } from '../../test/payments.ts';
import { queueCodesByAmount } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { creditBalance } from '../credit/index.ts';

const { start } = setupTestApps();

type Order = { code: string; totalAmountUsd: number; ofm: string };

/** A Wise order for a new OFM of the member's (with `credit` won redeemed), the deposit said sent `offCents` off. */
async function depositedOrder(t: TestApp, member: TestMember, reference: string, offCents = 0, credit = 0) {
  const ofm = await createOfmRequest(t, member);
  const answer = await requestOrder(t, member, [ofm], 'WISE', credit);
  expect(answer.statusCode, answer.body).toBe(200);
  const order = { ...answer.json<{ code: string; totalAmountUsd: number }>(), ofm };
  const sent = await t.post(
    `/api/orders/${order.code}/deposit`,
    { paymentMethod: 'WISE', referenceCode: reference, amount: (order.totalAmountUsd + offCents) / 100 },
    member.cookie,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return order satisfies Order;
}

const bulk = (t: TestApp, staff: TestMember, codes: string[]) =>
  t.post('/api/staff/orders/confirm-deposits', { codes }, staff.cookie);

const queue = (t: TestApp, staff: TestMember, query: string) =>
  t.get(`/api/staff/requests/order?${query}`, staff.cookie);

describe('deposits in the staff queue (issue 23)', () => {
  it('shows the reference and the USD sent beside the USD expected; finds an order by reference and paid code', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const exact = await depositedOrder(t, member, '#111111111');
    const short = await depositedOrder(t, member, '#222222222', -150);
    const rows = (await queue(t, staff, 'status=OR02')).json().content;
    expect(rows).toHaveLength(2);
    const byCode = (code: string) => rows.find((row: { code: string }) => row.code === code);
    expect(byCode(exact.code).deposit).toEqual({
      reference: '#111111111',
      sentUsdCents: exact.totalAmountUsd,
      expectedUsdCents: exact.totalAmountUsd,
    });
    expect(byCode(short.code).deposit).toMatchObject({ sentUsdCents: short.totalAmountUsd - 150 });

    const codesFound = async (search: string) =>
      (await queue(t, staff, `search=${encodeURIComponent(search)}`))
        .json()
        .content.map((row: { code: string }) => row.code);
    expect(await codesFound('222222')).toEqual([short.code]);
    expect(await codesFound(exact.ofm)).toEqual([exact.code]);
    expect(await codesFound(short.code)).toEqual([short.code]);
    expect(await codesFound('#9')).toEqual([]);
  });

  it('confirms the matching deposits of a mixed list and says per order why the others were not', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const first = await depositedOrder(t, member, '#111111111');
    const second = await depositedOrder(t, member, '#333333333');
    const differs = await depositedOrder(t, member, '#222222222', 100);
    const card = (await requestOrder(t, member, [await createOfmRequest(t, member)], 'CARD')).json();
    const before = await bulk(t, staff, [first.code]);
    expect(before.json().results).toEqual([{ code: first.code, confirmed: true, message: null }]);

    const answer = await bulk(t, staff, [first.code, second.code, differs.code, card.code, 'OR0000000000']);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().results).toEqual([
      { code: first.code, confirmed: false, message: bulkDepositMessages.alreadyConfirmed },
      { code: second.code, confirmed: true, message: null },
      { code: differs.code, confirmed: false, message: bulkDepositMessages.amountsDiffer },
      { code: card.code, confirmed: false, message: bulkDepositMessages.notDeposit },
      { code: 'OR0000000000', confirmed: false, message: bulkDepositMessages.notDeposit },
    ]);
    const status = async (code: string) =>
      (await t.get(`/api/staff/requests/order/${code}`, staff.cookie)).json().status;
    expect(await status(second.code)).toBe('OR03');
    expect(await status(differs.code)).toBe('OR02');
    expect((await bulk(t, staff, [])).statusCode).toBe(400);
    expect(
      (await t.post('/api/staff/orders/confirm-deposits', { codes: [first.code] }, member.cookie)).statusCode,
    ).toBe(404);
  });

  it('the same deposits confirmed in bulk twice at once and singly: each settled once, fees and credit right', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    await giveCredit(t, member, 5_000);
    const orders: Order[] = [];
    for (let index = 0; index < 4; index++)
      orders.push(await depositedOrder(t, member, `#10000000${index}`, 0, 1_000));
    const codes = orders.map((order) => order.code);
    const single = (code: string, cents: number) =>
      t.post(`/api/staff/orders/${code}/confirm-deposit`, { receivedAmount: cents / 100 }, staff.cookie);
    const answers = await Promise.all([
      bulk(t, staff, codes),
      bulk(t, staff, [...codes].reverse()),
      ...orders.map((order) => single(order.code, order.totalAmountUsd)),
      bulk(t, staff, codes),
    ]);
    for (const answer of answers)
      expect(answer.statusCode === 200 || answer.statusCode === 409, answer.body).toBe(true);
    const bulkConfirmed = [answers[0], answers[1], answers[answers.length - 1]].flatMap((answer) =>
      answer!.json().results.filter((result: { confirmed: boolean }) => result.confirmed),
    );
    const singlyConfirmed = answers.slice(2, 2 + orders.length).filter((answer) => answer.statusCode === 200);
    expect(bulkConfirmed.length + singlyConfirmed.length).toBe(orders.length);

    const rows = await t.database.db.select().from(requests).where(inArray(requests.code, codes));
    expect(rows.every((row) => row.status === 'OR03')).toBe(true);
    const ids = rows.map((row) => row.id);
    const paidMoves = await t.database.db
      .select()
      .from(requestHistory)
      .where(inArray(requestHistory.requestId, ids));
    expect(paidMoves.filter((move) => move.toStatus === 'OR03')).toHaveLength(orders.length);
    const fees = await t.database.db.select().from(feeLines).where(inArray(feeLines.orderRequestId, ids));
    expect(fees.length).toBeGreaterThanOrEqual(orders.length);
    expect(fees.every((fee) => fee.status === 'PAID')).toBe(true);
    const ofms = await t.database.db
      .select()
      .from(requests)
      .where(
        inArray(
          requests.code,
          orders.map((order) => order.ofm),
        ),
      );
    expect(ofms.every((row) => row.status === 'SCOM03')).toBe(true);
    const redeemed = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.category, 'ORDER_PAYMENT'));
    expect(redeemed.map((entry) => entry.sourceCode).sort()).toEqual([...codes].sort());
    expect(await creditBalance(t.database.db, rows[0]!.memberId)).toBe(1_000);
    const paidNotices = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.subject,
          codes.map((code) => `[Order] ${code}: Paid`),
        ),
      );
    expect(paidNotices.map((mail) => mail.subject).sort()).toEqual(
      codes.map((code) => `[Order] ${code}: Paid`).sort(),
    );
  });
});

describe('the staff order queue by amount', () => {
  it('sorts by the total it shows, either way', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const orderOf = async (unitPrice: number) => {
      const answer = await requestOrder(
        t,
        member,
        [await createOfmRequest(t, member, { unitPrice })],
        'WISE',
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ code: string }>().code;
    };
    const [mid, cheap, dear] = [await orderOf(40_000), await orderOf(8_000), await orderOf(120_000)];
    expect(await queueCodesByAmount(t, staff, 'order', [mid, cheap, dear])).toEqual([cheap, mid, dear]);
  });
});
