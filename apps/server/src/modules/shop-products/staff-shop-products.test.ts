import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { staffCookie } from '../../test/roles.ts';
import { insertFixtureCatalogue } from '../../test-support/shop-products-fixtures.ts';

const { start } = setupTestApps();

const newProduct = {
  name: 'Alpha Photobook Winter',
  priceKrw: '42000',
  stockQuantity: 7,
  category: 'PHOTOBOOK',
  type: 'NEW',
  originShop: 'MAKESTAR',
  artistGroupCode: 'ALPHA',
  artistMemberCode: 'ALPHA_TWO',
  thumbnailPath: '/media/generated/photobook-alpha-winter.svg',
  imagePaths: ['/media/generated/photobook-alpha-winter.svg'],
  descriptionHtml: '<p onclick="steal()">Winter <b>photobook</b></p><script>alert(1)</script>',
  isPublished: true,
};

describe('staff shop products', () => {
  it('hides every staff route from visitors and members behind 404', async () => {
    const t = await start();
    const ids = await insertFixtureCatalogue(t.database.db);
    const member = await t.createMember();
    const id = ids['Alpha Light Stick'];
    const attempts = [
      { method: 'GET' as const, url: '/api/staff/shop-products' },
      { method: 'POST' as const, url: '/api/staff/shop-products', payload: newProduct },
      { method: 'GET' as const, url: `/api/staff/shop-products/${id}` },
      { method: 'PATCH' as const, url: `/api/staff/shop-products/${id}`, payload: newProduct },
      {
        method: 'PATCH' as const,
        url: `/api/staff/shop-products/${id}/stock`,
        payload: { stockQuantity: 9 },
      },
      { method: 'DELETE' as const, url: `/api/staff/shop-products/${id}` },
    ];
    for (const cookie of [undefined, member.cookie]) {
      for (const attempt of attempts) {
        const response = await t.inject({ ...attempt, cookie });
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      }
    }
    const stock = await t.get(`/api/shop-products/${id}`);
    expect(stock.json().stockQuantity).toBe(0);
  });

  it('lets staff list every product with a keyword, unpublished ones included', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const cookie = await staffCookie(t);
    const response = await t.get('/api/staff/shop-products?keyword=ALBUM', cookie);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .content.map((row: { name: string; isPublished: boolean }) => [row.name, row.isPublished]),
    ).toEqual([
      ['Hidden Draft Album', false],
      ['Alpha Mini Album Blue', true],
    ]);
    const all = await t.get('/api/staff/shop-products?size=3', cookie);
    expect(all.json().content).toHaveLength(3);
    expect(all.json().last).toBe(false);
  });

  it('creates, reads, updates, sets stock and deletes a product', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const cookie = await staffCookie(t);
    const created = await postCreated(t, '/api/staff/shop-products', cookie, newProduct);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Alpha Photobook Winter',
      priceKrw: 42_000,
      artistGroup: { code: 'ALPHA', name: 'Alpha' },
      artistMember: { code: 'ALPHA_TWO', name: 'Two' },
      isPublished: true,
    });
    expect(product.descriptionHtml).not.toMatch(/script|onclick/);
    expect(product.descriptionHtml).toContain('<b>photobook</b>');
    const publicList = await t.get('/api/shop-products?category=PHOTOBOOK');
    expect(publicList.json().content.map((row: { id: number }) => row.id)).toEqual([product.id]);

    const updated = await t.patch(
      `/api/staff/shop-products/${product.id}`,
      { ...newProduct, priceKrw: 39_000, artistMemberCode: '', isPublished: false },
      cookie,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ priceKrw: 39_000, artistMember: null, isPublished: false });
    expect((await t.get(`/api/shop-products/${product.id}`)).statusCode).toBe(404);

    const stocked = await t.patch(
      `/api/staff/shop-products/${product.id}/stock`,
      { stockQuantity: 0 },
      cookie,
    );
    expect(stocked.json()).toMatchObject({ stockQuantity: 0, priceKrw: 39_000 });
    const read = await t.get(`/api/staff/shop-products/${product.id}`, cookie);
    expect(read.json()).toMatchObject({ stockQuantity: 0, isPublished: false });

    const deleted = await t.delete(`/api/staff/shop-products/${product.id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    const gone = await t.get(`/api/staff/shop-products/${product.id}`, cookie);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses unknown artist codes, negative stock and bad fields with messages', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const cookie = await staffCookie(t);
    const post = (payload: object) => t.post('/api/staff/shop-products', payload, cookie);
    const unknownGroup = await post({ ...newProduct, artistGroupCode: 'GAMMA' });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().fieldErrors).toEqual({ artistGroupCode: 'Unknown artist group code: GAMMA' });
    const unknownMember = await post({ ...newProduct, artistMemberCode: 'NOBODY' });
    expect(unknownMember.json().fieldErrors).toEqual({
      artistMemberCode: 'Unknown artist member code: NOBODY',
    });
    const wrongGroup = await post({ ...newProduct, artistGroupCode: 'BETA' });
    expect(wrongGroup.json().fieldErrors).toEqual({
      artistMemberCode: 'Artist member ALPHA_TWO does not belong to BETA',
    });
    const badFields = await post({
      ...newProduct,
      name: ' ',
      category: 'VINYL',
      thumbnailPath: 'javascript:alert(1)',
    });
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().fieldErrors).toMatchObject({
      name: 'Name is required',
      category: 'Unknown category: VINYL',
      thumbnailPath: 'Thumbnail must be an uploaded file or a web address',
    });
    const listed = await t.get('/api/staff/shop-products', cookie);
    const anyId = listed.json().content[0].id;
    const negative = await t.patch(`/api/staff/shop-products/${anyId}/stock`, { stockQuantity: -1 }, cookie);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Stock quantity cannot be negative');
    const missing = await t.patch('/api/staff/shop-products/999999/stock', { stockQuantity: 3 }, cookie);
    expect(missing.statusCode).toBe(404);
  });
});
