import { feeLines } from '@fanship/db/payment-schema';
import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import { quoteShipping } from '@fanship/domain/pricing/shipping-quote';
import { shippingCarrierLabels } from '@fanship/domain/warehouse/forwarding-code-lists';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { packageStatusOf } from '../../test/packages.ts';
import { giveCredit } from '../../test/payments.ts';
import { memberList } from '../../test/requests.ts';
import { shipping } from '../../test/shippings.ts';

const { start } = setupTestApps();

/** The EMS rate of a 1.8 kg box of 30 × 20 × 10 cm to the US on the default cards. */
const emsToUs = () =>
  quoteShipping(
    { countryCode: 'US', actualWeightGrams: 1800, widthCm: 30, lengthCm: 20, heightCm: 10 },
    defaultRateCards,
  ).find((option) => option.type === 'EMS');

describe('asking for a shipping', () => {
  it('takes an F box of the member’s, keeps the address as sent, and charges the carrier’s rate', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const code = await shipping.request(t, member, shipping.body(box.code, { requestedCarrier: 'ems' }));
    expect(code).toMatch(/^SH\d{10}$/);
    expect(await packageStatusOf(t, box.code)).toBe('ARRIVED');
    const page = await shipping.page(t, member, code);
    expect(page.statusCode, page.body).toBe(200);
    const rate = emsToUs()!;
    expect(page.json()).toMatchObject({
      code,
      status: 'SCSH01',
      carrier: 'EMS',
      requestedCarrier: 'EMS',
      totalKrw: rate.rateKrw,
      selectable: true,
      editable: true,
      cancellable: true,
      invoiceAvailable: false,
      targetPackage: { code: box.code, weightGrams: 1800 },
      invoiceLines: [{ kind: 'SHIPPING', label: `Shipping (${rate.carrier})`, amountKrw: rate.rateKrw }],
    });
    const list = await memberList(t, member, '/api/shipping-services?page=1');
    expect(list.content).toEqual([
      expect.objectContaining({ code, totalKrw: rate.rateKrw, selectable: true }),
    ]);
    const lines = await t.database.db.select().from(feeLines).where(eq(feeLines.originCode, code));
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'SHIPPING',
        packageId: box.id,
        amountKrw: rate.rateKrw,
        status: 'UNPAID',
      }),
    ]);
  });
});

describe('the staff shipping queue', () => {
  it('filters by the carrier it shows (the one it left with, else the member’s), named by the domain’s labels', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const ask = async (carrier: string) =>
      shipping.request(
        t,
        member,
        shipping.body((await shipping.giveBox(t, member)).code, { requestedCarrier: carrier }),
      );
    const [kp, ems, leftWithDhl] = [await ask('KP'), await ask('EMS'), await ask('EMS')];
    const total = (await shipping.page(t, member, leftWithDhl)).json().totalKrw;
    await giveCredit(t, member, total);
    expect((await shipping.order(t, member, [leftWithDhl], 'CREDIT', total)).statusCode).toBe(200);
    expect((await shipping.step(t, staff, leftWithDhl, 'prepare', {})).statusCode).toBe(200);
    const shipped = await shipping.step(t, staff, leftWithDhl, 'ship', { carrier: 'DHL', trackingNo: 'DH1' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const ofCarrier = async (type: string) => {
      const queue = await t.get(`/api/staff/requests/shipping?type=${type}`, staff.cookie);
      expect(queue.statusCode, queue.body).toBe(200);
      return queue.json().content.map((row: { code: string; summary: string }) => [row.code, row.summary]);
    };
    expect((await ofCarrier('KP')).map(([code]: string[]) => code)).toEqual([kp]);
    expect((await ofCarrier('EMS')).map(([code]: string[]) => code)).toEqual([ems]);
    const dhl = await ofCarrier('DHL');
    expect(dhl).toEqual([[leftWithDhl, expect.stringContaining('DHL')]]);
    expect(await ofCarrier('CJ')).toEqual([]);
    expect((await t.get('/api/staff/requests/shipping?type=SEA', staff.cookie)).statusCode).toBe(400);
    expect(Object.keys(shippingCarrierLabels)).toEqual(['KP', 'EMS', 'DHL', 'FEDEX', 'CJ']);
  });
});
