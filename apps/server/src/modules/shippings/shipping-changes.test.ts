import { feeLines } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import { requestPackages } from '@fanship/db/warehouse-schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { packageStatusOf } from '../../test/packages.ts';
import { giveCredit } from '../../test/payments.ts';
import { expectRefused } from '../../test/requests.ts';
import { shipping } from '../../test/shippings.ts';
import { transitionMessages } from '../requests/index.ts';

const { start } = setupTestApps();

async function statusOf(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(requests).where(eq(requests.code, code));
  return row?.status;
}

/** The fee lines on packages, as kind, status, and whether a target and an order hold each. */
async function feesOn(t: TestApp, packageIds: number[]) {
  const rows = await t.database.db
    .select()
    .from(feeLines)
    .where(inArray(feeLines.packageId, packageIds))
    .orderBy(asc(feeLines.id));
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    target: row.targetRequestId,
    order: row.orderRequestId,
  }));
}

const idOf = async (t: TestApp, code: string) =>
  (await t.database.db.select().from(requests).where(eq(requests.code, code)))[0]!.id;

describe('cancelling a shipping', () => {
  it('lets go of the box and the fees it took (still unpaid), cancels only its carrier line and the invoice', async () => {
    const t = await start();
    const { staff, member, box, parents, code } = await shipping.requestedPackedBox(t);
    const shippingId = await idOf(t, code);
    const order = await shipping.order(t, member, [code], 'WISE');
    expect(order.statusCode, order.body).toBe(200);
    const orderId = await idOf(t, order.json().code);
    const boxId = (
      await t.database.db.select().from(requestPackages).where(eq(requestPackages.requestId, shippingId))
    )[0]!.packageId;
    const ids = [boxId, ...parents.map((pkg) => pkg.id)];
    expect(await feesOn(t, ids)).toEqual([
      { kind: 'UNBOXING', status: 'UNPAID', target: shippingId, order: orderId },
      { kind: 'PACKING', status: 'UNPAID', target: shippingId, order: orderId },
      { kind: 'SHIPPING', status: 'UNPAID', target: shippingId, order: orderId },
    ]);

    const cancelled = await shipping.cancel(t, member, code);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await statusOf(t, code)).toBe('SCSH09');
    expect(await statusOf(t, order.json().code)).toBe('OR09');
    expect(await feesOn(t, ids)).toEqual([
      { kind: 'UNBOXING', status: 'UNPAID', target: null, order: null },
      { kind: 'PACKING', status: 'UNPAID', target: null, order: null },
      // The cancelled carrier line stays on the invoice it was frozen in (now cancelled too).
      { kind: 'SHIPPING', status: 'CANCELLED', target: shippingId, order: orderId },
    ]);
    expect(await packageStatusOf(t, box)).toBe('ARRIVED');
    const page = (await shipping.page(t, member, code)).json();
    expect(page).toMatchObject({ status: 'SCSH09', totalKrw: 0, invoiceLines: [], cancellable: false });
    expect((await shipping.cancel(t, member, code)).statusCode).toBe(409);

    // The box ships again, and the new shipping takes the fees.
    const again = await shipping.request(t, member, shipping.body(box, { requestedCarrier: 'KP' }));
    const againId = await idOf(t, again);
    expect((await feesOn(t, ids)).filter((fee) => fee.status === 'UNPAID')).toEqual([
      { kind: 'UNBOXING', status: 'UNPAID', target: againId, order: null },
      { kind: 'PACKING', status: 'UNPAID', target: againId, order: null },
      { kind: 'SHIPPING', status: 'UNPAID', target: againId, order: null },
    ]);

    // Staff cancel it with a reason the member is told: the same release.
    const byStaff = await shipping.step(t, staff, again, 'cancel', { reason: 'The box is damaged' });
    expect(byStaff.statusCode, byStaff.body).toBe(204);
    expect((await t.latestMailTo(member.email))?.textBody).toContain('The box is damaged');
    expect((await feesOn(t, ids)).filter((fee) => fee.status === 'UNPAID')).toEqual([
      { kind: 'UNBOXING', status: 'UNPAID', target: null, order: null },
      { kind: 'PACKING', status: 'UNPAID', target: null, order: null },
    ]);
  });
});

describe('editing a shipping', () => {
  it('re-prices only when the box or the carrier’s line changes, and is refused once paid', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const order = (await shipping.order(t, member, [code], 'WISE')).json();
    const noted = await shipping.edit(t, member, code, shipping.body(box.code, { memberNote: 'Fragile' }));
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await statusOf(t, order.code)).toBe('OR01');
    const ems = (await shipping.page(t, member, code)).json();
    expect(ems.memberNote).toBe('Fragile');

    const dhl = await shipping.edit(t, member, code, shipping.body(box.code, { requestedCarrier: 'DHL' }));
    expect(dhl.statusCode, dhl.body).toBe(200);
    expect(await statusOf(t, order.code)).toBe('OR09');
    const lines = await t.database.db.select().from(feeLines).where(eq(feeLines.originCode, code));
    expect(lines.map((line) => [line.name, line.status])).toEqual([
      [ems.invoiceLines[0].label, 'CANCELLED'],
      ['Shipping (DHL)', 'UNPAID'],
    ]);
    const page = (await shipping.page(t, member, code)).json();
    expect(page).toMatchObject({ requestedCarrier: 'DHL', carrier: 'DHL', totalKrw: lines[1]!.amountKrw });

    // Another box: the first is let go, the new one held.
    const other = await shipping.giveBox(t, member, 900);
    const swapped = await shipping.edit(
      t,
      member,
      code,
      shipping.body(other.code, { requestedCarrier: 'DHL' }),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await shipping.page(t, member, code)).json().targetPackage.code).toBe(other.code);
    expect(await shipping.request(t, member, shipping.body(box.code))).toMatch(/^SH/);

    const total = (await shipping.page(t, member, code)).json().totalKrw;
    await giveCredit(t, member, total);
    const paid = await shipping.order(t, member, [code], 'CREDIT', total);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await statusOf(t, code)).toBe('SCSH03');
    expectRefused(
      await shipping.edit(t, member, code, shipping.body(other.code)),
      409,
      transitionMessages.notEditable('Paid'),
    );
    expect((await shipping.cancel(t, member, code)).statusCode).toBe(409);
  });
});
