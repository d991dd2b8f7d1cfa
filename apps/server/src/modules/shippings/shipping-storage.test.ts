import { feeLines, orders } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import { packages } from '@fanship/db/warehouse-schema';
import { storageFee } from '@fanship/domain/pricing/service-fees';
import { invoiceExpiresAt } from '@fanship/domain/pricing/shipping-invoice';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { givePackage, packageRowsOf } from '../../test/packages.ts';
import { giveCredit } from '../../test/payments.ts';
import { shipping } from '../../test/shippings.ts';
import { sendStorageReminders } from '../packages/index.ts';
import { expireUnpaidOrders } from '../payments/index.ts';
import { shippingPayable } from './shipping-payable.ts';

const { start } = setupTestApps();
const DAY = 24 * 60 * 60;

describe('storage on a shipping’s invoice', () => {
  it('counts each package of the box’s lineage live, beyond its free days, as a STORAGE line', async () => {
    const t = await start();
    const { member, parents, code } = await shipping.requestedPackedBox(t);
    const before = (await shipping.page(t, member, code)).json();
    expect(before.invoiceLines.map((line: { kind: string }) => line.kind)).not.toContain('STORAGE');

    const now = t.clock.now();
    const arrived = await backdate(t, parents, 60);
    const fee = storageFee({ arrivedAt: arrived, endedAt: now }).totalKrw;
    expect(fee).toBeGreaterThan(0);
    const page = (await shipping.page(t, member, code)).json();
    const storage = parents.map((pkg) => ({
      kind: 'STORAGE',
      label: `Storage (${pkg.code})`,
      amountKrw: fee,
      packageCode: pkg.code,
    }));
    expect(page.invoiceLines.filter((line: { kind: string }) => line.kind === 'STORAGE')).toMatchObject(
      storage,
    );
    expect(page.totalKrw).toBe(before.totalKrw + 2 * fee);

    // The same lines, for the paying code to write with an order (on the packages they accrued on).
    const [request] = await t.database.db.select().from(requests).where(eq(requests.code, code));
    const id = request!.id;
    const live = await shippingPayable.liveLines?.(t.database.db, [id], now);
    expect(live?.get(id)).toEqual(
      parents.map((pkg) => ({
        packageId: pkg.id,
        originCode: pkg.code,
        kind: 'STORAGE',
        name: `Storage (${pkg.code})`,
        amountKrw: fee,
      })),
    );
    // An unpaid order of it goes stale at the next Korean midnight, with the storage it counted.
    expect(shippingPayable.orderExpiresAt?.(now)).toEqual(invoiceExpiresAt(now));

    // The order made writes them, and the member pays exactly what the page showed.
    const charged = (await t.get('/api/charges', member.cookie)).json();
    expect(charged).toMatchObject([{ targetCode: code, amount: page.totalKrw }]);
    expect((await shipping.order(t, member, [code], 'WISE')).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders);
    expect(order!.expiresAt).toEqual(invoiceExpiresAt(now));
    const written = await t.database.db.select().from(feeLines).where(eq(feeLines.kind, 'STORAGE'));
    expect(written.map((line) => [line.packageId, line.amountKrw, line.targetRequestId])).toEqual(
      parents.map((pkg) => [pkg.id, fee, id]),
    );
    expect((await shipping.page(t, member, code)).json().totalKrw).toBe(page.totalKrw);
  });

  it('stops counting once paid: the box and its lineage end their storage, and their reminders stop', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const { box, parents } = await shipping.packedBox(t, staff, member);
    const control = await givePackage(t, member);
    const code = await shipping.request(t, member, shipping.body(box, { requestedCarrier: 'KP' }));
    await backdate(t, [...parents, control], 40);
    const total = (await shipping.page(t, member, code)).json().totalKrw;
    await giveCredit(t, member, total);
    const paid = await shipping.order(t, member, [code], 'CREDIT', total);
    expect(paid.statusCode, paid.body).toBe(200);

    const ended = await packageRowsOf(t, parents);
    expect(ended.map((pkg) => pkg.storageEndedAt)).toEqual([t.clock.now(), t.clock.now()]);
    // Near the end of the free days, only the package no shipping was paid for is reminded.
    expect(await sendStorageReminders(t.app.appContext, t.clock.now())).toBe(1);
    expect((await t.latestMailTo(member.email))?.textBody).toContain(control.code);
  });
  it('an invoice left unpaid past the next Korean midnight is closed by the job: the shipping is payable again, its storage counted to the new day', async () => {
    const t = await start();
    const { member, parents, code } = await shipping.requestedPackedBox(t);
    const arrived = await backdate(t, parents, 60);
    const made = await shipping.order(t, member, [code], 'WISE');
    expect(made.statusCode, made.body).toBe(200);
    const order = made.json();
    const storageOn = (day: Date) => storageFee({ arrivedAt: arrived, endedAt: day }).totalKrw;
    const firstDay = t.clock.now();
    expect(order.expiresAt).toBe(invoiceExpiresAt(firstDay).toISOString());

    // Midnight in Korea: the invoice can no longer be paid, and the job closes it, releasing what it held.
    t.clock.advance((invoiceExpiresAt(firstDay).getTime() - firstDay.getTime()) / 1000);
    expect(await expireUnpaidOrders(t.app.appContext, t.clock.now())).toBe(1);
    expect((await t.get(`/api/orders/${order.code}`, member.cookie)).json()).toMatchObject({
      status: 'OR09',
      closedReason: 'EXPIRED',
    });
    const page = (await shipping.page(t, member, code)).json();
    expect(page).toMatchObject({ status: 'SCSH01', selectable: true });
    const storage = page.invoiceLines.filter((line: { kind: string }) => line.kind === 'STORAGE');
    expect(storage.map((line: { amountKrw: number }) => line.amountKrw)).toEqual(
      parents.map(() => storageOn(t.clock.now())),
    );
    expect(storageOn(t.clock.now())).toBe(storageOn(firstDay) + 1_500);
    const again = await shipping.order(t, member, [code], 'WISE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().totalAmountKrw).toBe(page.totalKrw);
  });
});

/** Moves the packages' arrival `days` back (their storage counting since then); answers that day. */
async function backdate(t: TestApp, pkgs: readonly { id: number }[], days: number) {
  const arrived = new Date(t.clock.now().getTime() - days * DAY * 1000);
  await t.database.db
    .update(packages)
    .set({ storageStartedAt: arrived })
    .where(
      inArray(
        packages.id,
        pkgs.map((pkg) => pkg.id),
      ),
    );
  return arrived;
}
