import { requests } from '@fanship/db/request-schema';
import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage, heldLinksOf, packageStatusOf } from '../../test/packages.ts';
import { giveCredit } from '../../test/payments.ts';
import { postRepacking, repackingBody } from '../../test/repackings.ts';
import { expectRefused } from '../../test/requests.ts';
import { shipping } from '../../test/shippings.ts';

const { start } = setupTestApps();

// These matter on PostgreSQL, where the requests really run at once (run them there with TEST_DATABASE_URL); PGlite
// has one connection and serialises them.
describe('shippings under concurrency', () => {
  it('of 10 shippings asked at once for one box, exactly one holds it', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const carriers = ['EMS', 'DHL', 'FEDEX', 'KP', 'EMS', 'DHL', 'FEDEX', 'KP', 'EMS', 'DHL'];
    const answers = await Promise.all(
      carriers.map((carrier) =>
        shipping.post(t, member, shipping.body(box.code, { requestedCarrier: carrier })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(9).fill(409));
    expect(await heldLinksOf(t, box.id)).toHaveLength(1);
    expect(await t.database.db.select().from(requests).where(eq(requests.kind, 'shipping'))).toHaveLength(1);
  });

  it('of shippings and repackings asked at once for one box, exactly one takes it', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const resources = await Promise.all(Array.from({ length: 5 }, () => givePackage(t, member)));
    const answers = await Promise.all([
      ...resources.map((resource) => postRepacking(t, member, repackingBody(box.code, [resource.code]))),
      ...resources.map(() => shipping.post(t, member, shipping.body(box.code))),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200)).toEqual(Array(9).fill(409));
  });

  it('a repacking racing the shipping’s payment: the payment wins, and the box is never repacked once paid', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const total = (await shipping.page(t, member, code)).json().totalKrw;
    await giveCredit(t, member, total);
    const resources = await Promise.all(Array.from({ length: 5 }, () => givePackage(t, member)));
    const [payment, ...repackings] = await Promise.all([
      shipping.order(t, member, [code], 'CREDIT', total),
      ...resources.map((resource) => postRepacking(t, member, repackingBody(box.code, [resource.code]))),
    ]);
    expect(payment!.statusCode, payment!.body).toBe(200);
    expect(payment!.json().status).toBe('OR03');
    // Refused whether the shipping still held the box unpaid or the box had left the locker.
    expect(repackings.map((answer) => answer.statusCode)).toEqual(Array(5).fill(409));
    expect(await packageStatusOf(t, box.code)).toBe('SHIPPING');
    for (const resource of resources) expect(await packageStatusOf(t, resource.code)).toBe('ARRIVED');
  });
});

describe('repacking a box whose shipping payment started', () => {
  it('is refused once a deposit awaits confirmation (SCSH02), with the repacking’s message', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member, 5000);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const order = (await shipping.order(t, member, [code], 'WISE')).json();
    const deposit = await t.post(
      `/api/orders/${order.code}/deposit`,
      { paymentMethod: 'WISE', referenceCode: '#123456789', amount: order.totalAmountUsd },
      member.cookie,
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect((await shipping.page(t, member, code)).json().status).toBe('SCSH02');
    const resource = await givePackage(t, member);
    expectRefused(
      await postRepacking(t, member, repackingBody(box.code, [resource.code])),
      400,
      repackingMessages.shippingPaid(box.code),
    );
  });
});
