import { feeLines } from '@fanship/db/payment-schema';
import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import { quoteShipping } from '@fanship/domain/pricing/shipping-quote';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { austinAddress } from '../../test/addresses.ts';
import { setupTestApps } from '../../test/app.ts';
import { packageRowsOf, packageStatusOf } from '../../test/packages.ts';
import { answerSandbox, confirmPayment, giveCredit } from '../../test/payments.ts';
import { expectRefused, staffViewOf } from '../../test/requests.ts';
import { shipping } from '../../test/shippings.ts';
import { transitionMessages } from '../requests/index.ts';

const { start } = setupTestApps();

const brazil = { ...austinAddress, countryCode: 'BR', city: 'Sao Paulo', state: 'SP', zipCode: '01000-000' };

describe('a shipping from request to the box on its way', () => {
  it('is paid with the sandbox card for the carrier rate and the lineage’s fees, then prepared and shipped', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const { box, parents, packing } = await shipping.packedBox(t, staff, member);
    const code = await shipping.request(
      t,
      member,
      shipping.body(box, { requestedCarrier: 'KP', address: brazil }),
    );

    // 1.8 kg, 30 × 20 × 10.5 cm: billable 1.8 kg by K-Packet to Brazil, on the rate cards.
    const rate = quoteShipping(
      { countryCode: 'BR', actualWeightGrams: 1800, widthCm: 30, lengthCm: 20, heightCm: 10.5 },
      defaultRateCards,
    ).find((option) => option.type === 'KP')!;
    const expectedLines = [
      {
        kind: 'SHIPPING',
        label: 'Shipping (K-Packet)',
        amountKrw: rate.rateKrw,
        packageCode: box,
        originCode: code,
      },
      { kind: 'PACKING', label: 'Consolidation', amountKrw: 1_500, packageCode: box, originCode: packing },
      { kind: 'UNBOXING', label: 'Unboxing video', amountKrw: 2_500, packageCode: parents[0]!.code },
    ];
    const total = rate.rateKrw + 1_500 + 2_500;
    const unpaid = (await shipping.page(t, member, code)).json();
    expect(unpaid).toMatchObject({ status: 'SCSH01', totalKrw: total, invoiceAvailable: false });
    expect(unpaid.invoiceLines).toMatchObject(expectedLines);
    const charges = (await t.get('/api/charges', member.cookie)).json();
    expect(charges).toMatchObject([{ targetCode: code, amount: total }]);

    const order = await shipping.order(t, member, [code], 'CARD');
    expect(order.statusCode, order.body).toBe(200);
    const { code: orderCode, payment } = order.json();
    await answerSandbox(t, payment.approveUrl, true);
    t.clock.advance(60);
    expect((await confirmPayment(t, member, orderCode)).json().status).toBe('OR03');
    const paidAt = t.clock.now();

    const paid = (await shipping.page(t, member, code)).json();
    expect(paid).toMatchObject({
      status: 'SCSH03',
      totalKrw: total,
      invoiceAvailable: true,
      selectable: false,
    });
    expect(paid.invoiceLines).toMatchObject(expectedLines);
    expect(await packageStatusOf(t, box)).toBe('SHIPPING');
    const lineage = await packageRowsOf(t, parents);
    expect(lineage.map((pkg) => [pkg.status, pkg.storageEndedAt?.toISOString()])).toEqual(
      lineage.map(() => ['PACKED', expect.any(String)]),
    );
    expect(lineage[0]!.storageEndedAt!.getTime()).toBeLessThanOrEqual(paidAt.getTime());
    const fees = await t.database.db.select().from(feeLines).where(eq(feeLines.status, 'PAID'));
    expect(fees.map((fee) => fee.amountKrw).sort()).toEqual([1_500, 2_500, rate.rateKrw].sort());

    const early = await shipping.step(t, staff, code, 'ship', { carrier: 'KP', trackingNo: 'RR1' });
    expectRefused(early, 409, transitionMessages.notAllowed('Paid', 'Ship with tracking number'));
    const prepared = await shipping.step(t, staff, code, 'prepare', { managerNote: 'Boxed and weighed' });
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({ status: 'SCSH04', managerNote: 'Boxed and weighed' });
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Shipping] ${code}: Preparing shipment`);

    t.clock.advance(3600);
    const shipped = await shipping.step(t, staff, code, 'ship', {
      carrier: 'kp',
      trackingNo: 'rr123456789kr',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const page = (await shipping.page(t, member, code)).json();
    expect(page).toMatchObject({
      status: 'SCSH05',
      carrier: 'KP',
      trackingNo: 'RR123456789KR',
      shippedAt: t.clock.now().toISOString(),
      managerNote: 'Boxed and weighed',
      invoiceAvailable: true,
      totalKrw: total,
    });
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Shipping] ${code}: Shipped`);
    expect(await packageStatusOf(t, box)).toBe('SHIPPED');
    for (const parent of parents) expect(await packageStatusOf(t, parent.code)).toBe('SHIPPED');
    const { lines, page: staffPage } = await staffViewOf(t, staff, 'shipping', code);
    expect(lines).toEqual([expect.objectContaining({ code, amountKrw: total })]);
    expect(staffPage.carrierOptions.options.map((option: { type: string }) => option.type)).toContain('KP');
  });

  it('a package packed into two boxes leaves with the last of them', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const { boxes, parents } = await shipping.packedBox(t, staff, member, { requestType: 'KP' }, 2);
    const shipBox = async (box: string) => {
      const code = await shipping.request(t, member, shipping.body(box, { requestedCarrier: 'KP' }));
      const total = (await shipping.page(t, member, code)).json().totalKrw;
      await giveCredit(t, member, total);
      expect((await shipping.order(t, member, [code], 'CREDIT', total)).statusCode).toBe(200);
      expect((await shipping.step(t, staff, code, 'prepare', {})).statusCode).toBe(200);
      const shipped = await shipping.step(t, staff, code, 'ship', { carrier: 'KP', trackingNo: `RR${code}` });
      expect(shipped.statusCode, shipped.body).toBe(200);
    };
    await shipBox(boxes[0]!);
    expect((await packageRowsOf(t, parents)).map((pkg) => pkg.status)).toEqual(['PACKED', 'PACKED']);
    await shipBox(boxes[1]!);
    expect((await packageRowsOf(t, parents)).map((pkg) => pkg.status)).toEqual(['SHIPPED', 'SHIPPED']);
    expect(await packageStatusOf(t, boxes[0]!)).toBe('SHIPPED');
  });
});
