import { shopProducts, trendingProducts } from '@fanship/db/catalogue-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { insertPhotocards, insertProduct } from '../../test-support/shop-products-fixtures.ts';

const { start } = setupTestApps();

const createProduct = (t: TestApp, fields: Partial<typeof shopProducts.$inferInsert> = {}) =>
  insertProduct(t.database.db, { thumbnailPath: '/media/generated/album.svg', ...fields });

const stockMessage = (stock: number) =>
  `The selected quantity exceeds available stock. Current stock: ${stock} items`;

describe('cart', () => {
  it('adds products (adding to an existing line), answers the current product fields, updates and removes', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const album = await createProduct(t);
    const add = (shopProductId: number, quantity: unknown) =>
      t.post('/api/cart/items', { shopProductId, quantity }, cookie);
    const first = await add(album.id, 2);
    expect(first.statusCode, first.body).toBe(201);
    const again = await add(album.id, '1');
    expect(again.json()).toMatchObject({ id: first.json().id, quantity: 3 });
    await t.database.db
      .update(shopProducts)
      .set({ name: 'Mini album (repress)', priceKrw: 19_000 })
      .where(eq(shopProducts.id, album.id));
    const cart = await t.get('/api/cart', cookie);
    expect(cart.json()).toEqual({
      items: [
        {
          id: first.json().id,
          type: 'SHOP_PRODUCT',
          name: 'Mini album (repress)',
          link: `/shop-products/${album.id}`,
          image: '/media/generated/album.svg',
          unitPriceKrw: 19_000,
          quantity: 3,
          origin: { id: album.id, name: 'Mini album (repress)', stockQuantity: 5 },
          shopName: null,
          trendingProductId: null,
          checkoutCode: null,
        },
      ],
    });
    const itemId = first.json().id;
    const updated = await t.patch(`/api/cart/items/${itemId}`, { quantity: 5 }, cookie);
    expect(updated.json().quantity).toBe(5);
    const zero = await t.patch(`/api/cart/items/${itemId}`, { quantity: 0 }, cookie);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Quantity must be at least 1');
    expect((await t.delete(`/api/cart/items/${itemId}`, cookie)).statusCode).toBe(204);
    expect((await t.get('/api/cart', cookie)).json()).toEqual({ items: [] });
  });

  it('never goes above stock, with the exact message, also for sold-out products', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 3 });
    const soldOut = await createProduct(t, { name: 'Sold out', stockQuantity: 0 });
    const add = (shopProductId: number, quantity: number) =>
      t.post('/api/cart/items', { shopProductId, quantity }, cookie);
    const tooMany = await add(album.id, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ code: 'BAD_REQUEST', message: stockMessage(3) });
    const line = (await add(album.id, 2)).json();
    expect((await add(album.id, 2)).json().message).toBe(stockMessage(3));
    const patch = await t.patch(`/api/cart/items/${line.id}`, { quantity: 4 }, cookie);
    expect(patch.json().message).toBe(stockMessage(3));
    const none = await add(soldOut.id, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(stockMessage(0));
    expect((await t.get('/api/cart', cookie)).json().items[0].quantity).toBe(2);
  });

  it('checks a quantity change against the stock as it is now, not as it was when added', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 5 });
    const line = (await t.post('/api/cart/items', { shopProductId: album.id, quantity: 4 }, cookie)).json();
    await t.database.db.update(shopProducts).set({ stockQuantity: 2 }).where(eq(shopProducts.id, album.id));
    const cart = await t.get('/api/cart', cookie);
    expect(cart.json().items[0]).toMatchObject({ quantity: 4, origin: { stockQuantity: 2 } });
    const patch = (quantity: number) => t.patch(`/api/cart/items/${line.id}`, { quantity }, cookie);
    const refused = await patch(3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(stockMessage(2));
    const lowered = await patch(2);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ quantity: 2, origin: { stockQuantity: 2 } });
  });

  it('serialises concurrent adds of one product: never above stock and never a 500', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 3 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.post('/api/cart/items', { shopProductId: album.id, quantity: 1 }, cookie),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    const cart = (await t.get('/api/cart', cookie)).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
  });

  it('never loses a quantity change to an add of the same product arriving at the same time', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const album = await createProduct(t, { stockQuantity: 50 });
    const add = () => t.post('/api/cart/items', { shopProductId: album.id, quantity: 1 }, cookie);
    const line = (await add()).json();
    // Each round: the line holds 1; setting 5 and adding 1 at once must end at 5 or 6, never at 2.
    for (let round = 0; round < 8; round += 1) {
      await t.patch(`/api/cart/items/${line.id}`, { quantity: 1 }, cookie);
      const [patched, added] = await Promise.all([
        t.patch(`/api/cart/items/${line.id}`, { quantity: 5 }, cookie),
        add(),
      ]);
      expect([patched.statusCode, added.statusCode]).toEqual([200, 201]);
      const cart = (await t.get('/api/cart', cookie)).json();
      expect([5, 6]).toContain(cart.items[0].quantity);
    }
  });

  it("hides another member's line, unknown and unpublished products behind 404 and needs a member", async () => {
    const t = await start();
    const owner = await t.createMember();
    const other = await t.createMember();
    const album = await createProduct(t);
    const hidden = await createProduct(t, { isPublished: false });
    const line = (
      await t.post('/api/cart/items', { shopProductId: album.id, quantity: 1 }, owner.cookie)
    ).json();
    for (const attempt of [
      { method: 'PATCH' as const, url: `/api/cart/items/${line.id}`, payload: { quantity: 2 } },
      { method: 'DELETE' as const, url: `/api/cart/items/${line.id}` },
      { method: 'POST' as const, url: '/api/cart/items', payload: { shopProductId: hidden.id, quantity: 1 } },
      {
        method: 'POST' as const,
        url: '/api/cart/items',
        payload: { shopProductId: 99_999_999_999, quantity: 1 },
      },
      { method: 'DELETE' as const, url: '/api/cart/items/99999999999' },
    ]) {
      const response = await t.inject({ ...attempt, cookie: other.cookie });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await t.get('/api/cart', other.cookie)).json()).toEqual({
      items: [],
    });
    expect((await t.get('/api/cart', owner.cookie)).json().items[0].quantity).toBe(1);
    expect((await t.get('/api/cart')).statusCode).toBe(401);
  });

  it('holds at most 100 lines', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const rows = await insertPhotocards(t.database.db, 101);
    for (const row of rows.slice(0, 100)) {
      const response = await t.post('/api/cart/items', { shopProductId: row.id, quantity: 1 }, cookie);
      expect(response.statusCode).toBe(201);
    }
    const refused = await t.post('/api/cart/items', { shopProductId: rows[100]!.id, quantity: 1 }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Your cart can hold at most 100 products. Please remove one first.');
  });

  it('keeps trending products as OFM lines (no stock of ours), adding to a line, updating and removing them; 404 for unknown products', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const other = await t.createMember();
    const [product] = await t.database.db
      .insert(trendingProducts)
      .values({
        name: 'Season greetings',
        unitPriceKrw: 32_000,
        purchaseUrl: 'https://shop.example.kr/sg',
        shopName: 'Weverse',
        thumbnailPath: '/media/generated/sg.svg',
      })
      .returning();
    const add = (quantity: number, trendingProductId = product!.id) =>
      t.post('/api/cart/ofm-items', { trendingProductId, quantity }, cookie);
    const first = await add(2);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: first.json().id,
      type: 'OFM',
      name: 'Season greetings',
      link: 'https://shop.example.kr/sg',
      image: '/media/generated/sg.svg',
      unitPriceKrw: 32_000,
      quantity: 2,
      origin: null,
      shopName: 'Weverse',
      trendingProductId: product!.id,
      checkoutCode: null,
    });
    expect((await add(3)).json()).toMatchObject({ id: first.json().id, quantity: 5 });
    expect((await add(1, 999_999)).statusCode).toBe(404);
    const id = first.json().id;
    const patched = await t.patch(`/api/cart/items/${id}`, { quantity: 40 }, cookie);
    expect(patched.json()).toMatchObject({ type: 'OFM', quantity: 40 });
    const foreign = await t.patch(`/api/cart/items/${id}`, { quantity: 1 }, other.cookie);
    expect(foreign.statusCode).toBe(404);
    const cart = (await t.get('/api/cart', cookie)).json();
    expect(cart.items.map((item: { type: string; quantity: number }) => [item.type, item.quantity])).toEqual([
      ['OFM', 40],
    ]);
    // An OFM line is not a shop line: it cannot be checked out from the shop.
    const checkout = await t.post('/api/cart/checkout', { itemIds: [id] }, cookie);
    expect(checkout.statusCode).toBe(409);
    expect((await t.delete(`/api/cart/items/${id}`, cookie)).statusCode).toBe(204);
    expect((await t.get('/api/cart', cookie)).json().items).toEqual([]);
  });
});
