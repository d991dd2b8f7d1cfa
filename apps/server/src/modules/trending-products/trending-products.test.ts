import { trendingProducts } from '@fanship/db/catalogue-schema';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { staffCookie } from '../../test/roles.ts';

const { start } = setupTestApps();

function product(index: number, fields: Partial<typeof trendingProducts.$inferInsert> = {}) {
  return {
    name: `Product ${index}`,
    unitPriceKrw: 9_900,
    purchaseUrl: 'https://shop.example.com/p',
    shopName: 'Musinsa',
    createdAt: new Date(Date.UTC(2026, 0, 1, index)),
    ...fields,
  };
}

describe('trending products', () => {
  it('searches names case-insensitively, newest first, and pages to the end', async () => {
    const t = await start();
    await t.database.db
      .insert(trendingProducts)
      .values([
        ...Array.from({ length: 7 }, (_, index) => product(index)),
        product(20, { name: 'Olive Young CUSHION' }),
      ]);
    const search = await t.get('/api/ofm-products?keyword=cushion');
    expect(search.json().content.map((row: { name: string }) => row.name)).toEqual(['Olive Young CUSHION']);
    expect(search.json().content[0]).not.toHaveProperty('descriptionHtml');
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const slice = (await t.get(`/api/ofm-products?size=3&sliceCursor=${cursor}`)).json();
      seen.push(...slice.content.map((row: { name: string }) => row.name));
      if (slice.last) break;
      cursor = slice.content.at(-1).sliceCursor;
    }
    expect(seen).toEqual([
      'Olive Young CUSHION',
      ...[6, 5, 4, 3, 2, 1, 0].map((index) => `Product ${index}`),
    ]);
    const bad = await t.get('/api/ofm-products?sliceCursor=Zm9v');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid cursor');
    const long = await t.get(`/api/ofm-products?keyword=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('searches by `query` as the spec names it, and still by `keyword`', async () => {
    const t = await start();
    await t.database.db
      .insert(trendingProducts)
      .values([
        product(1, { name: 'Lightstick pouch' }),
        product(2, { name: 'Olive Young CUSHION' }),
        product(3, { name: 'Cushion case' }),
      ]);
    const names = async (search: string) => {
      const answer = await t.get(`/api/ofm-products?${search}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().content.map((row: { name: string }) => row.name);
    };
    expect(await names('query=cushion')).toEqual(['Cushion case', 'Olive Young CUSHION']);
    expect(await names('keyword=cushion')).toEqual(['Cushion case', 'Olive Young CUSHION']);
    expect(await names('query=pouch')).toEqual(['Lightstick pouch']);
    // Both given: the spec's name wins.
    expect(await names('query=pouch&keyword=cushion')).toEqual(['Lightstick pouch']);
    // An empty `query` is no search, so an older `keyword` still applies.
    expect(await names('query=&keyword=pouch')).toEqual(['Lightstick pouch']);
    const long = await t.get(`/api/ofm-products?query=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toHaveProperty('query');
    const twice = await t.get('/api/ofm-products?query=a&query=b');
    expect(twice.statusCode).toBe(400);
    // Staff's list of trending products takes the same search.
    const staffList = await t.get('/api/staff/trending-products?query=pouch', await staffCookie(t));
    expect(staffList.statusCode, staffList.body).toBe(200);
    expect(JSON.stringify(staffList.json())).toContain('Lightstick pouch');
    expect(JSON.stringify(staffList.json())).not.toContain('Cushion case');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const t = await start();
    expect((await t.get('/api/ofm-products/424242')).statusCode).toBe(404);
    expect((await t.get('/api/ofm-products/abc')).statusCode).toBe(400);
  });

  it('lets only staff write, and sanitises the description before storage', async () => {
    const t = await start();
    const body = {
      name: 'Limited tote',
      unitPriceKrw: 25_000,
      purchaseUrl: 'https://shop.example.com/tote',
      shopName: '29CM',
      shopCloseAt: '2026-05-01T00:00:00Z',
      descriptionHtml:
        '<p style="color:red" onclick="steal()">Soft <b>canvas</b></p><script>alert(1)</script>' +
        '<img src="https://img.example.com/t.jpg" onerror="alert(2)"><img src="javascript:alert(3)">' +
        '<a href="https://shop.example.com">shop</a><a href="javascript:alert(4)">bad</a>',
    };
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie]) {
      expect((await t.post('/api/staff/trending-products', body, cookie)).statusCode).toBe(404);
    }
    const cookie = await staffCookie(t);
    const created = await postCreated(t, '/api/staff/trending-products', cookie, body);
    const { id } = created.json();
    const detail = (await t.get(`/api/ofm-products/${id}`)).json();
    expect(detail.descriptionHtml).toBe(
      '<p>Soft <b>canvas</b></p><img src="https://img.example.com/t.jpg" />' +
        '<a href="https://shop.example.com" rel="noopener noreferrer">shop</a><a rel="noopener noreferrer">bad</a>',
    );
    expect(detail.shopCloseAt).toBe('2026-05-01T00:00:00.000Z');
    const edited = await t.put(
      `/api/staff/trending-products/${id}`,
      { ...body, descriptionHtml: '<style>*{}</style><em>new</em>', shopCloseAt: '' },
      cookie,
    );
    expect(edited.json()).toMatchObject({ descriptionHtml: '<em>new</em>', shopCloseAt: null });
    expect((await t.delete(`/api/staff/trending-products/${id}`, cookie)).statusCode).toBe(204);
    expect((await t.get(`/api/ofm-products/${id}`)).statusCode).toBe(404);
  });
});
