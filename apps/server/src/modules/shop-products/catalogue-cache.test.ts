import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { shopProducts } from '@fanship/db/catalogue-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';
import { editedAlbum, insertFixtureCatalogue } from '../../test-support/shop-products-fixtures.ts';

const { start } = setupTestApps();

async function productPage(t: TestApp, id: number) {
  return t.get(`/api/shop-products/${id}`);
}

/** A fresh app with the fixture catalogue and a staff member's cookie. */
async function catalogueWithStaff() {
  const t = await start();
  const ids = await insertFixtureCatalogue(t.database.db);
  return { t, ids, staff: await staffCookie(t) };
}

/** A staff write that must be answered with `status`. */
async function staffWrite(
  t: TestApp,
  cookie: string,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: object,
  status = 200,
) {
  const response = await t.inject({ method, url, cookie, payload });
  expect(response.statusCode, response.body).toBe(status);
}

async function listNames(t: TestApp, query = ''): Promise<string[]> {
  const response = await t.get(`/api/shop-products${query}`);
  return response.json<{ content: { name: string }[] }>().content.map((product) => product.name);
}

describe('cached catalogue reads', () => {
  it('show a staff edit, a stock change and a deletion at once on the product page and the list', async () => {
    const { t, ids, staff } = await catalogueWithStaff();
    const id = ids['Alpha Mini Album Blue']!;
    expect((await productPage(t, id)).json()).toMatchObject({
      name: 'Alpha Mini Album Blue',
      stockQuantity: 5,
    });
    expect(await listNames(t, '?name=mini')).toEqual(['Alpha Mini Album Blue']);

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}`, editedAlbum);
    expect((await productPage(t, id)).json()).toMatchObject({
      name: 'Alpha Mini Album Red',
      priceKrw: 21_000,
    });
    expect(await listNames(t, '?name=mini')).toEqual(['Alpha Mini Album Red']);

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}/stock`, { stockQuantity: 0 });
    expect((await productPage(t, id)).json().stockQuantity).toBe(0);
    expect(await listNames(t, '?name=mini&excludeSoldOut=true')).toEqual([]);

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}`, {
      ...editedAlbum,
      isPublished: false,
    });
    expect((await productPage(t, id)).statusCode).toBe(404);

    await t.delete(`/api/staff/shop-products/${id}`, staff);
    expect((await productPage(t, id)).statusCode).toBe(404);
    expect(await listNames(t, '?name=mini')).toEqual([]);
  });

  it('shows a staff edit and a stock change at once on filter and keyword query strings asked before', async () => {
    const { t, ids, staff } = await catalogueWithStaff();
    const id = ids['Alpha Mini Album Blue']!;
    // Each query string is asked twice before every change: the second answer comes from the validated query
    // kept per query string (decision 017) and the cached answer.
    const filters = '?category=album,PHOTOCARD&minPrice=15000&maxPrice=20000&excludeSoldOut=true';
    const keyword = '?name=%20MINI%20&size=5';
    const twice = async (query: string) => {
      const first = await listNames(t, query);
      expect(await listNames(t, query)).toEqual(first);
      return first;
    };
    expect(await twice(filters)).toContain('Alpha Mini Album Blue');
    expect(await twice(keyword)).toEqual(['Alpha Mini Album Blue']);

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}`, editedAlbum);
    // 21,000 won is above the range now; the name changed too.
    expect(await twice(filters)).not.toContain('Alpha Mini Album Red');
    expect(await twice(filters)).not.toContain('Alpha Mini Album Blue');
    expect(await twice(keyword)).toEqual(['Alpha Mini Album Red']);

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}`, {
      ...editedAlbum,
      priceKrw: '20000',
    });
    expect(await twice(filters)).toContain('Alpha Mini Album Red');

    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}/stock`, { stockQuantity: 0 });
    expect(await twice(filters)).not.toContain('Alpha Mini Album Red');
    expect(await twice(keyword)).toEqual(['Alpha Mini Album Red']);
  });

  it('never sends the kept bytes of an answer a staff edit replaced, plain or compressed', async () => {
    const { t, ids, staff } = await catalogueWithStaff();
    const id = ids['Alpha Mini Album Blue']!;
    /** Each answer as each encoding sends it (decoded), asked twice so the second comes from kept bytes. */
    const seen = async () => {
      const answers: string[] = [];
      for (const url of [`/api/shop-products/${id}`, '/api/shop-products']) {
        for (const encoding of ['identity', 'br', 'gzip']) {
          for (let round = 0; round < 2; round++) {
            const response = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
            expect(response.statusCode, response.body).toBe(200);
            const sent = response.headers['content-encoding'];
            // The product page is under the 1 KB threshold; the list is not.
            expect(sent).toBe(url === '/api/shop-products' && encoding !== 'identity' ? encoding : undefined);
            const body =
              sent === 'br'
                ? brotliDecompressSync(response.rawPayload)
                : sent === 'gzip'
                  ? gunzipSync(response.rawPayload)
                  : response.rawPayload;
            const answer = JSON.parse(body.toString()) as { name?: string; content?: { name: string }[] };
            answers.push(
              answer.name ?? answer.content!.find((product) => product.name.includes('Mini'))!.name,
            );
          }
        }
      }
      return [...new Set(answers)];
    };
    expect(await seen()).toEqual(['Alpha Mini Album Blue']);
    await staffWrite(t, staff, 'PATCH', `/api/staff/shop-products/${id}`, editedAlbum);
    expect(await seen()).toEqual(['Alpha Mini Album Red']);
  });

  it('shows a new product and a renamed artist at once', async () => {
    const { t, ids, staff } = await catalogueWithStaff();
    const id = ids['Alpha Light Stick']!;
    expect((await productPage(t, id)).json().artistGroup).toEqual({ code: 'ALPHA', name: 'Alpha' });
    expect(await listNames(t, '?name=red')).toEqual([]);

    await staffWrite(t, staff, 'POST', '/api/staff/shop-products', editedAlbum, 201);
    expect(await listNames(t, '?name=red')).toEqual(['Alpha Mini Album Red']);

    await staffWrite(t, staff, 'PUT', '/api/staff/artist-groups/ALPHA', {
      code: 'ALPHA',
      name: 'Alpha Renamed',
      type: 'G',
    });
    expect((await productPage(t, id)).json().artistGroup).toEqual({ code: 'ALPHA', name: 'Alpha Renamed' });
  });

  it('shows every staff change to artists at once on the public artist list', async () => {
    const { t, staff } = await catalogueWithStaff();
    const artists = async () =>
      (await t.get('/api/artist-groups'))
        .json<{ code: string; name: string; members: { code: string }[] }[]>()
        .map(
          (group) => `${group.code}:${group.name}:${group.members.map((member) => member.code).join('+')}`,
        );
    expect(await artists()).toEqual(['ALPHA:Alpha:ALPHA_ONE+ALPHA_TWO', 'BETA:Beta:']);
    const changes = [
      {
        method: 'POST',
        url: '/api/staff/artist-groups',
        payload: { code: 'GAMMA', name: 'Gamma', type: 'G' },
      },
      {
        method: 'PUT',
        url: '/api/staff/artist-groups/BETA',
        payload: { code: 'BETA', name: 'Beta 2', type: 'G' },
      },
      {
        method: 'POST',
        url: '/api/staff/artist-groups/GAMMA/members',
        payload: { code: 'G1', name: 'G one' },
      },
      {
        method: 'PUT',
        url: '/api/staff/artist-groups/GAMMA/members/G1',
        payload: { code: 'G2', name: 'G two' },
      },
      { method: 'DELETE', url: '/api/staff/artist-groups/ALPHA/members/ALPHA_TWO' },
      { method: 'DELETE', url: '/api/staff/artist-groups/ALPHA' },
    ] as const;
    const seen = [];
    for (const change of changes) {
      const response = await t.inject({ ...change, cookie: staff });
      expect(response.statusCode, response.body).toBeLessThan(300);
      seen.push((await artists()).join(' '));
    }
    expect(seen).toEqual([
      'ALPHA:Alpha:ALPHA_ONE+ALPHA_TWO BETA:Beta: GAMMA:Gamma:',
      'ALPHA:Alpha:ALPHA_ONE+ALPHA_TWO BETA:Beta 2: GAMMA:Gamma:',
      'ALPHA:Alpha:ALPHA_ONE+ALPHA_TWO BETA:Beta 2: GAMMA:Gamma:G1',
      'ALPHA:Alpha:ALPHA_ONE+ALPHA_TWO BETA:Beta 2: GAMMA:Gamma:G2',
      'ALPHA:Alpha:ALPHA_ONE BETA:Beta 2: GAMMA:Gamma:G2',
      'BETA:Beta 2: GAMMA:Gamma:G2',
    ]);
  });

  it('checks stock at purchase against the database, whatever a cached product page says', async () => {
    const t = await start();
    const ids = await insertFixtureCatalogue(t.database.db);
    const { cookie } = await t.createMember();
    const id = ids['Alpha Mini Album Blue']!;
    expect((await productPage(t, id)).json().stockQuantity).toBe(5);
    // A sale written by another server instance: this instance's cache has not heard of it.
    await t.database.db.update(shopProducts).set({ stockQuantity: 1 }).where(eq(shopProducts.id, id));
    const add = await t.post('/api/cart/items', { shopProductId: id, quantity: 2 }, cookie);
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe('The selected quantity exceeds available stock. Current stock: 1 items');
  });
});
