import { cartItems, shopProducts } from '@fanship/db/catalogue-schema';
import { requestHistory, requests, stockReservations } from '@fanship/db/request-schema';
import { mailOutbox } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs/background-jobs.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { insertProduct } from '../../test-support/shop-products-fixtures.ts';
import { releaseUnpaidCheckouts } from '../ofm/index.ts';

const { start } = setupTestApps();

const createProduct = (t: TestApp, fields: Partial<typeof shopProducts.$inferInsert> = {}) =>
  insertProduct(t.database.db, fields);

async function addToCart(
  t: TestApp,
  member: TestMember,
  shopProductId: number,
  quantity: number,
): Promise<number> {
  const response = await postCreated(t, '/api/cart/items', member.cookie, { shopProductId, quantity });
  return response.json().id;
}

const checkout = (t: TestApp, member: TestMember, itemIds: number[]) =>
  t.post('/api/cart/checkout', { itemIds }, member.cookie);

async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db.select().from(shopProducts).where(eq(shopProducts.id, id));
  return row!.stockQuantity;
}

function releaseJob(t: TestApp) {
  const jobs = backgroundJobs(t.app.appContext, undefined).filter(
    (job) => job.name === 'stock-reservations.release-unpaid',
  );
  return () => runDueJobs({ db: t.database.db, clock: t.clock, jobs });
}

describe('shop checkout', () => {
  it('turns the selected shop lines into one KFD_SHOP request at catalogue prices, takes the stock and keeps those lines fixed until paid', async () => {
    const t = await start();
    const member = await t.createMember();
    const album = await createProduct(t, { priceKrw: 18_000, stockQuantity: 5 });
    const poster = await createProduct(t, { name: 'Poster', priceKrw: 9_000, stockQuantity: 2 });
    const kept = await createProduct(t, { name: 'Lightstick', priceKrw: 50_000 });
    const lines = [await addToCart(t, member, album.id, 2), await addToCart(t, member, poster.id, 2)];
    const keptLine = await addToCart(t, member, kept.id, 1);
    // The client's idea of prices plays no part: the catalogue's price at checkout does.
    await t.database.db.update(shopProducts).set({ priceKrw: 19_000 }).where(eq(shopProducts.id, album.id));

    const response = await checkout(t, member, lines);
    expect(response.statusCode, response.body).toBe(200);
    const { code } = response.json();
    const detail = (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();
    expect(detail).toMatchObject({
      type: 'KFD_SHOP',
      status: 'SCOM01',
      editable: false,
      shopName: 'Fanship Shop',
      orderValueKrw: 38_000 + 18_000,
      domesticShippingKrw: 0,
      feeKrw: 0,
      prepaymentKrw: 56_000,
      feeLines: [],
      items: [
        { name: 'Mini album', unitPrice: 19_000, quantity: 2 },
        { name: 'Poster', unitPrice: 9_000, quantity: 2 },
      ],
    });
    expect(await stockOf(t, album.id)).toBe(3);
    expect(await stockOf(t, poster.id)).toBe(0);
    const cart = (await t.get('/api/cart', member.cookie)).json();
    expect(
      cart.items.map((line: { id: number; checkoutCode: string | null }) => [line.id, line.checkoutCode]),
    ).toEqual([
      [lines[0], code],
      [lines[1], code],
      [keptLine, null],
    ]);
    // A line awaiting payment cannot change, leave the cart or be checked out twice.
    const inCheckout = `This item is awaiting payment in ${code}: pay for it or cancel ${code} first.`;
    for (const attempt of [
      await t.patch(`/api/cart/items/${lines[0]}`, { quantity: 1 }, member.cookie),
      await t.delete(`/api/cart/items/${lines[0]}`, member.cookie),
      await checkout(t, member, [lines[0]!]),
    ]) {
      expect(attempt.statusCode, attempt.body).toBe(409);
      expect(attempt.json().message).toBe(inCheckout);
    }
    const product = (await t.get(`/api/shop-products/${poster.id}`)).json();
    expect(product.stockQuantity).toBe(0);

    const edit = await t.patch(
      `/api/ofm-services/${code}`,
      {
        type: 'ONLINE_REGULAR',
        shopName: 'x',
        items: [{ url: 'https://x.kr', name: 'x', unitPrice: 100, quantity: 1 }],
      },
      member.cookie,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'A shop order cannot be edited. Cancel it and order again from the cart.',
    );
  });

  it('asks in Payment Detail exactly the cart’s total: our own goods carry no service fee and no domestic shipping', async () => {
    const t = await start();
    const member = await t.createMember();
    const album = await createProduct(t, { priceKrw: 18_000 });
    const poster = await createProduct(t, { name: 'Poster', priceKrw: 5_500 });
    const lines = [await addToCart(t, member, album.id, 1), await addToCart(t, member, poster.id, 2)];
    const cart = (await t.get('/api/cart', member.cookie)).json();
    const cartTotal = cart.items.reduce(
      (sum: number, line: { unitPriceKrw: number; quantity: number }) =>
        sum + line.unitPriceKrw * line.quantity,
      0,
    );
    expect(cartTotal).toBe(29_000);

    const { code } = (await checkout(t, member, lines)).json();
    const preview = await t.post(
      '/api/orders/preview',
      { targets: [{ code, type: 'OFM' }], creditRedeemAmount: 0 },
      member.cookie,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ totalAmountKrw: cartTotal, amount: cartTotal });
    expect(
      preview.json().targets[0].fees.map((fee: { name: string; amount: number }) => [fee.name, fee.amount]),
    ).toEqual([['Order value', cartTotal]]);
  });

  it('refuses the whole checkout when a line is over stock, and lines that are not the member’s', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 5 });
    const poster = await createProduct(t, { name: 'Poster', stockQuantity: 3 });
    const albumLine = await addToCart(t, member, album.id, 2);
    const posterLine = await addToCart(t, member, poster.id, 3);
    await t.database.db.update(shopProducts).set({ stockQuantity: 1 }).where(eq(shopProducts.id, poster.id));
    const over = await checkout(t, member, [albumLine, posterLine]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The selected quantity exceeds available stock. Current stock: 1 items');
    expect(await stockOf(t, album.id)).toBe(5);
    expect(await t.database.db.select().from(requests)).toHaveLength(0);

    const foreign = await checkout(t, other, [albumLine]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(
      'Some of the selected items are no longer in your cart. Please check your cart and try again.',
    );
    const none = await checkout(t, member, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ itemIds: 'Please select items to pay' });
  });

  it('gives the stock back when the member or staff cancel the order', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const album = await createProduct(t, { stockQuantity: 5 });
    const other = await t.createMember();
    const line = await addToCart(t, member, album.id, 2);
    const first = (await checkout(t, member, [line])).json().code;
    const second = (await checkout(t, other, [await addToCart(t, other, album.id, 3)])).json().code;
    expect(await stockOf(t, album.id)).toBe(0);
    await t.post(`/api/ofm-services/${first}/cancel`, undefined, member.cookie);
    expect(await stockOf(t, album.id)).toBe(2);
    // The cancelled checkout's line is free in the cart again.
    const cart = (await t.get('/api/cart', member.cookie)).json();
    expect(cart.items).toMatchObject([{ id: line, checkoutCode: null, quantity: 2 }]);
    const byStaff = await t.post(
      `/api/staff/requests/ofm/${second}/cancel`,
      { reason: 'Damaged in the warehouse.' },
      staff.cookie,
    );
    expect(byStaff.statusCode).toBe(204);
    expect(await stockOf(t, album.id)).toBe(5);
    const held = await t.database.db.select().from(stockReservations);
    expect(held.map((row) => row.status)).toEqual(['RELEASED', 'RELEASED']);
  });

  it('cancels a checkout left unpaid for 24 hours, gives its stock back once and tells the member', async () => {
    const t = await start();
    const member = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 5 });
    const { code } = (await checkout(t, member, [await addToCart(t, member, album.id, 2)])).json();
    const run = releaseJob(t);
    await run();
    t.clock.advance(23 * 3600);
    await run();
    expect(await stockOf(t, album.id)).toBe(3);
    t.clock.advance(3600);
    await run();
    expect(await stockOf(t, album.id)).toBe(5);
    t.clock.advance(3600);
    await run();
    expect(await stockOf(t, album.id)).toBe(5);
    const detail = (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();
    expect(detail.status).toBe('SCOM09');
    expect(detail.history.at(-1)).toMatchObject({
      actor: 'system',
      reason: 'Not paid within 24 hours: the reserved stock was released.',
    });
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[OFM] ${code}: Cancelled`);
  });
});

describe('shop checkout under concurrency', () => {
  it('50 members checking out the last 10 units at once: exactly 10 orders, stock 0; a day later released exactly once by two job runners', async () => {
    const t = await start();
    const album = await createProduct(t, { stockQuantity: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => t.createMember()));
    const lines = await Promise.all(members.map((member) => addToCart(t, member, album.id, 1)));
    const responses = await Promise.all(members.map((member, index) => checkout(t, member, [lines[index]!])));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await stockOf(t, album.id)).toBe(0);
    expect(await t.database.db.select().from(stockReservations)).toHaveLength(10);

    t.clock.advance(24 * 3600 + 60);
    // Two servers running the release at the same moment (past the schedule row that normally gives the run to one
    // of them): each request is cancelled, and its stock given back, by exactly one.
    const counts = await Promise.all([
      releaseUnpaidCheckouts(t.app.appContext),
      releaseUnpaidCheckouts(t.app.appContext),
      releaseUnpaidCheckouts(t.app.appContext),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10);
    expect(await stockOf(t, album.id)).toBe(10);
    const cancelled = await t.database.db.select().from(requests).where(eq(requests.status, 'SCOM09'));
    expect(cancelled).toHaveLength(10);
    const moves = await t.database.db
      .select()
      .from(requestHistory)
      .where(eq(requestHistory.toStatus, 'SCOM09'));
    expect(moves).toHaveLength(10);
    const notices = await t.database.db.select().from(mailOutbox);
    expect(notices.filter((mail) => mail.subject.endsWith(': Cancelled'))).toHaveLength(10);
    // Every line is still in a cart, and none is held by a checkout any more.
    const left = await t.database.db.select().from(cartItems);
    expect(left).toHaveLength(50);
    expect(left.filter((row) => row.checkoutRequestId !== null)).toHaveLength(0);
  });
});
