import { feeLines } from '@fanship/db/payment-schema';
import { requestHistory } from '@fanship/db/request-schema';
import { invoiceExpiresAt } from '@fanship/domain/pricing/shipping-invoice';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp, TestMember } from '../../test/app.ts';
import {
  CARRIER_KRW,
  createTab,
  requestTabOrder,
  setupTabApps,
  storageLine,
  tabTarget,
} from '../../test/live-payable-kind.ts';
import { giveCredit } from '../../test/payments.ts';

const startTab = setupTabApps();
const DAY = 86_400;

async function tabWithStorage(days: number) {
  const { t, member } = await startTab();
  const code = await createTab(t, member);
  t.clock.advance(days * DAY);
  return { t, member, code };
}

const carrier = { name: 'Carrier rate', amount: CARRIER_KRW };

/** The member's charges, each as its code, amount and fees (name, amount, status). */
async function charges(t: TestApp, member: TestMember) {
  const response = await t.get('/api/charges', member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<
      { targetCode: string; amount: number; fees: { name: string; amount: number; status: string }[] }[]
    >()
    .map(({ targetCode, amount, fees }) => ({
      targetCode,
      amount,
      fees: fees.map(({ name, amount, status }) => ({ name, amount, status })),
    }));
}

const fees = (t: TestApp) => t.database.db.select().from(feeLines).orderBy(asc(feeLines.id));

describe('lines a payable kind counts live (PayableKind.liveLines)', () => {
  it('are listed in the charges and the preview with the stored fees, and counted in their totals', async () => {
    const { t, member, code } = await tabWithStorage(2);
    const storage = storageLine(2);
    expect(await charges(t, member)).toEqual([
      {
        targetCode: code,
        amount: CARRIER_KRW + storage.amount,
        fees: [
          { ...carrier, status: 'UNPAID' },
          { ...storage, status: 'UNPAID' },
        ],
      },
    ]);
    const preview = await t.post(
      '/api/orders/preview',
      { targets: [tabTarget(code)], creditRedeemAmount: 0 },
      member.cookie,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      totalAmountKrw: CARRIER_KRW + storage.amount,
      amount: CARRIER_KRW + storage.amount,
      targets: [{ targetCode: code, fees: [carrier, storage] }],
    });
    // Nothing is written by looking.
    expect(await fees(t)).toHaveLength(1);
  });

  it('are written when the order is made and frozen in it: its amounts are the preview’s, the line is not counted twice', async () => {
    const { t, member, code } = await tabWithStorage(2);
    const preview = (
      await t.post(
        '/api/orders/preview',
        { targets: [tabTarget(code)], creditRedeemAmount: 0 },
        member.cookie,
      )
    ).json();
    const made = await requestTabOrder(t, member, [code], 'WISE');
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json();
    expect(order).toMatchObject({
      totalAmountKrw: preview.totalAmountKrw,
      amount: preview.amount,
      amountsUsd: preview.amountsUsd,
      targets: [{ code, amount: preview.totalAmountKrw }],
      fees: [
        { ...carrier, status: 'PENDING' },
        { ...storageLine(2), status: 'PENDING', originTargetCode: code },
      ],
      expiresAt: invoiceExpiresAt(t.clock.now()).toISOString(),
    });
    const rows = await fees(t);
    expect(rows.map((row) => [row.kind, row.amountKrw, row.writtenLive, row.status])).toEqual([
      ['SHIPPING', CARRIER_KRW, false, 'UNPAID'],
      ['STORAGE', storageLine(2).amount, true, 'UNPAID'],
    ]);
    expect(new Set(rows.map((row) => row.orderRequestId)).size).toBe(1);
    // An hour on, the open invoice holds what it froze: no storage is counted again beside it.
    t.clock.advance(3600);
    expect((await charges(t, member))[0]?.fees).toEqual([
      { ...carrier, status: 'PENDING' },
      { ...storageLine(2), status: 'PENDING' },
    ]);
    const listed = (await t.get('/api/orders', member.cookie)).json().content[0];
    expect(listed.expiresAt).toBe(order.expiresAt);
  });

  it('credit covering everything pays the live line with the rest', async () => {
    const { t, member, code } = await tabWithStorage(3);
    const total = CARRIER_KRW + storageLine(3).amount;
    await giveCredit(t, member, total);
    const paid = await requestTabOrder(t, member, [code], 'CREDIT', total);
    expect(paid.json()).toMatchObject({ status: 'OR03', totalAmountKrw: total });
    expect((await fees(t)).map((row) => row.status)).toEqual(['PAID', 'PAID']);
    expect(await charges(t, member)).toEqual([]);
  });

  it('a member cancelling the invoice cancels the lines written for it and releases the others; the next order counts storage again', async () => {
    const { t, member, code } = await tabWithStorage(2);
    const order = (await requestTabOrder(t, member, [code], 'WISE')).json();
    const cancelled = await t.post(`/api/orders/${order.code}/cancel`, undefined, member.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Closed, not invalid: its own live line was cancelled because it closed.
    expect(cancelled.json()).toMatchObject({ status: 'OR09', valid: true });
    expect((await fees(t)).map((row) => [row.kind, row.status, row.orderRequestId === null])).toEqual([
      ['SHIPPING', 'UNPAID', true],
      ['STORAGE', 'CANCELLED', false],
    ]);
    t.clock.advance(DAY);
    expect((await charges(t, member))[0]?.fees).toEqual([
      { ...carrier, status: 'UNPAID' },
      { ...storageLine(3), status: 'UNPAID' },
    ]);
    const again = await requestTabOrder(t, member, [code], 'WISE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().totalAmountKrw).toBe(CARRIER_KRW + storageLine(3).amount);
  });

  it('paying an invoice with another method replaces it with the storage counted to that moment', async () => {
    const { t, member, code } = await tabWithStorage(2);
    const order = (await requestTabOrder(t, member, [code], 'WISE')).json();
    t.clock.advance(3600);
    const replaced = await t.post(`/api/orders/${order.code}/pay`, { paymentMethod: 'CARD' }, member.cookie);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ totalAmountKrw: order.totalAmountKrw });
    const rows = await fees(t);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['SHIPPING', 'UNPAID'],
      ['STORAGE', 'CANCELLED'],
      ['STORAGE', 'UNPAID'],
    ]);
    const moves = await t.database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.toStatus, 'OR09'));
    expect(moves).toHaveLength(1);
  });
});
