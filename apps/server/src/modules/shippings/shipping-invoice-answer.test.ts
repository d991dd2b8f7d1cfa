import { exchangeRates } from '@fanship/db/catalogue-schema';
import { orders } from '@fanship/db/payment-schema';
import { usdByMethod } from '@fanship/domain/pricing/shipping-invoice';
import { describe, expect, it } from 'vitest';
import type { TestApp, TestMember } from '../../test/app.ts';
import { setupTestApps } from '../../test/app.ts';
import { answerSandbox, confirmPayment, giveCredit } from '../../test/payments.ts';
import { shipping } from '../../test/shippings.ts';

const { start } = setupTestApps();

const DAY = 24 * 60 * 60;

const setRates = (t: TestApp, base: number, wise: number) =>
  t.database.db
    .insert(exchangeRates)
    .values({ baseRate: base.toFixed(4), wiseRate: wise.toFixed(4), createdAt: t.clock.now() });

const invoiceOf = (t: TestApp, member: TestMember, code: string) =>
  t.get(`/api/shipping-services/${code}/invoice`, member.cookie);

/** A packed box's shipping, its packages stored 50 days on (51 counted, 6 beyond the 45 free), at ₩1,400 / ₩1,390 to the dollar. */
async function storedShipping(t: TestApp) {
  const { staff, member } = await shipping.withRateCards(t);
  // Sessions lapse in 50 days: the member signs in again.
  await setRates(t, 1_400, 1_390);
  const { box, parents } = await shipping.packedBox(t, staff, member);
  t.clock.advance(50 * DAY);
  member.cookie = await t.signIn(member.code, member.password);
  const code = await shipping.request(t, member, shipping.body(box, { requestedCarrier: 'KP' }));
  return { member, code, box, parents };
}

describe('GET /api/shipping-services/{code}/invoice', () => {
  it('unpaid: the live invoice, with the preview’s amounts for the same moment and the next Korean midnight', async () => {
    const t = await start();
    const { member, code, parents } = await storedShipping(t);
    const response = await invoiceOf(t, member, code);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json();
    const preview = await t.post(
      '/api/orders/preview',
      { targets: [{ code, type: 'SHIPPING' }], creditRedeemAmount: 0 },
      member.cookie,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(invoice.totalKrw).toBe(preview.json().totalAmountKrw);
    expect(invoice.usdCents).toEqual(preview.json().amountsUsd);
    expect(invoice.lines).toEqual((await shipping.page(t, member, code)).json().invoiceLines);
    expect(invoice.storage).toEqual(
      parents.map((pkg) =>
        expect.objectContaining({
          packageCode: pkg.code,
          days: 51,
          freeDays: 45,
          chargeableDays: 6,
          amountKrw: 9_000,
        }),
      ),
    );
    expect(invoice.order).toBeNull();
    // 2026-04-20T09:00Z is 18:00 in Korea: stale at the next Korean midnight, 15:00Z.
    expect(invoice.expiresAt).toBe('2026-04-20T15:00:00.000Z');
  });

  it('paid: the lines, storage and order as they were, whatever the rates are afterwards', async () => {
    const t = await start();
    const { member, code } = await storedShipping(t);
    const unpaid = (await invoiceOf(t, member, code)).json();
    await giveCredit(t, member, 5_000);
    const ordered = await shipping.order(t, member, [code], 'CARD', 5_000);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { code: orderCode, payment } = ordered.json();
    await answerSandbox(t, payment.approveUrl, true);
    t.clock.advance(60);
    expect((await confirmPayment(t, member, orderCode)).json().status).toBe('OR03');
    const [order] = await t.database.db.select().from(orders);

    await setRates(t, 1_000, 990);
    t.clock.advance(30 * DAY);
    member.cookie = await t.signIn(member.code, member.password);
    const response = await invoiceOf(t, member, code);
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json();
    const { lines, storage, totalKrw, usdCents } = unpaid;
    expect(paid).toEqual({
      ...{ lines, storage, totalKrw, usdCents },
      expiresAt: null,
      order: {
        code: orderCode,
        method: 'CARD',
        amountUsdCents: order!.paidAmountCents,
        creditRedeemKrw: 5_000,
        paidAt: order!.paidAt!.toISOString(),
      },
    });
    expect(order!.paidAmountCents).toBe(order!.amountUsdCents);
    // At today's rates the same total would come to other dollars.
    expect(usdByMethod(unpaid.totalKrw, { base: 1_000, wise: 990 }).CARD).not.toBe(unpaid.usdCents.CARD);
  });

  it('is the member’s own: another member, or an unknown code, gets a 404', async () => {
    const t = await start();
    const { code } = await storedShipping(t);
    const other = await t.createMember();
    expect((await invoiceOf(t, other, code)).statusCode).toBe(404);
    expect((await invoiceOf(t, other, 'SH0000000000')).statusCode).toBe(404);
  });
});
