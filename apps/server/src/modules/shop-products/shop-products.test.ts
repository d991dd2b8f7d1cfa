import { encodeSliceCursor } from '@fanship/domain/catalogue/paging';
import { describe, expect, it } from 'vitest';
import { nulCharacterMessage } from '../../plugins/text-guard.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { insertFixtureCatalogue, insertManyProducts } from '../../test-support/shop-products-fixtures.ts';

const { start } = setupTestApps();

type Slice = {
  content: { id: number; name: string; sliceCursor: string; artistGroup: unknown }[];
  last: boolean;
};

async function list(t: TestApp, query: string): Promise<Slice> {
  const response = await t.get(`/api/shop-products${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Slice>();
}

async function names(t: TestApp, query: string): Promise<string[]> {
  return (await list(t, query)).content.map((product) => product.name);
}

async function badRequest(t: TestApp, query: string): Promise<string> {
  const response = await t.get(`/api/shop-products${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
  return response.json<{ message: string }>().message;
}

describe('GET /api/shop-products', () => {
  it('lists published products newest first with their cards', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const slice = await list(t, '');
    expect(slice.content.map((product) => product.name)).toEqual([
      'No-artist DVD',
      'Alpha Season Greetings',
      'Beta_Photocard set',
      'BETA 100% Cotton Hoodie',
      'Alpha Light Stick',
      'Alpha Mini Album Blue',
    ]);
    expect(slice.last).toBe(true);
    expect(slice.content[1]).toMatchObject({
      priceKrw: 38_000,
      stockQuantity: 100,
      category: 'SEASON_GREETING',
      type: 'RESTOCK',
      originShop: 'ALADIN',
      artistGroup: { code: 'ALPHA', name: 'Alpha' },
    });
    expect(slice.content[0]?.artistGroup).toBeNull();
  });

  it('applies each filter on its own', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const cases: [string, string[]][] = [
      ['?name=alpha', ['Alpha Season Greetings', 'Alpha Light Stick', 'Alpha Mini Album Blue']],
      ['?name=ALPHA%20MINI', ['Alpha Mini Album Blue']],
      ['?name=a_p', ['Beta_Photocard set']],
      ['?name=%25', ['BETA 100% Cotton Hoodie']],
      ['?name=draft', []],
      ['?category=ALBUM', ['Alpha Mini Album Blue']],
      ['?category=album,dvd', ['No-artist DVD', 'Alpha Mini Album Blue']],
      ['?category=ALBUM&category=FASHION', ['BETA 100% Cotton Hoodie', 'Alpha Mini Album Blue']],
      ['?type=LIMITED', ['Alpha Light Stick']],
      ['?originShop=WEVERSE', ['Beta_Photocard set', 'Alpha Mini Album Blue']],
      ['?artistGroup=BETA', ['Beta_Photocard set', 'BETA 100% Cotton Hoodie']],
      ['?artistGroup=NOBODY', []],
      ['?artistMember=ALPHA_TWO', ['Alpha Season Greetings']],
      ['?minPrice=40000', ['No-artist DVD', 'BETA 100% Cotton Hoodie', 'Alpha Light Stick']],
      ['?maxPrice=20000', ['Beta_Photocard set', 'Alpha Mini Album Blue']],
      [
        '?minPrice=20000&maxPrice=45000',
        ['No-artist DVD', 'Alpha Season Greetings', 'Alpha Mini Album Blue'],
      ],
      [
        '?excludeSoldOut=true',
        [
          'No-artist DVD',
          'Alpha Season Greetings',
          'Beta_Photocard set',
          'BETA 100% Cotton Hoodie',
          'Alpha Mini Album Blue',
        ],
      ],
    ];
    for (const [query, expected] of cases) expect(await names(t, query), query).toEqual(expected);
  });

  it('combines filters', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    expect(
      await names(
        t,
        '?category=ALBUM,LIGHTSTICK,SEASON_GREETING&artistGroup=ALPHA&minPrice=30000&excludeSoldOut=true',
      ),
    ).toEqual(['Alpha Season Greetings']);
    expect(await names(t, '?name=alpha&originShop=KTOWN4U')).toEqual(['Alpha Light Stick']);
    expect(await names(t, '?name=alpha&artistMember=ALPHA_ONE,ALPHA_TWO&maxPrice=30000')).toEqual([
      'Alpha Mini Album Blue',
    ]);
  });

  it('narrows a group to its chosen members and keeps other chosen groups whole', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    const cases: [string, string[]][] = [
      ['?artistGroup=ALPHA', ['Alpha Season Greetings', 'Alpha Light Stick', 'Alpha Mini Album Blue']],
      ['?artistGroup=ALPHA&artistMember=ALPHA_ONE', ['Alpha Mini Album Blue']],
      [
        '?artistGroup=ALPHA,BETA&artistMember=ALPHA_ONE',
        ['Beta_Photocard set', 'BETA 100% Cotton Hoodie', 'Alpha Mini Album Blue'],
      ],
      [
        '?artistGroup=BETA&artistMember=ALPHA_TWO',
        ['Alpha Season Greetings', 'Beta_Photocard set', 'BETA 100% Cotton Hoodie'],
      ],
      ['?artistGroup=NOBODY&artistMember=ALPHA_ONE', ['Alpha Mini Album Blue']],
      ['?artistMember=NOBODY', []],
      ['?artistGroup=ALPHA&artistMember=ALPHA_ONE,ALPHA_TWO&category=ALBUM', ['Alpha Mini Album Blue']],
    ];
    for (const [query, expected] of cases) expect(await names(t, query), query).toEqual(expected);
  });

  it('pages to the end with the slice cursor, each product exactly once', async () => {
    const t = await start();
    await insertManyProducts(t.database.db, 23);
    const seen: number[] = [];
    let cursor = '';
    const lastFlags: boolean[] = [];
    for (let page = 0; page < 10; page++) {
      const slice = await list(t, `?size=5${cursor ? `&sliceCursor=${cursor}` : ''}`);
      seen.push(...slice.content.map((product) => product.id));
      lastFlags.push(slice.last);
      if (slice.last) break;
      cursor = slice.content.at(-1)!.sliceCursor;
    }
    expect(lastFlags).toEqual([false, false, false, false, true]);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const filtered = await list(t, `?maxPrice=10004&size=3&sliceCursor=${encodeSliceCursor([seen[20]!])}`);
    expect(filtered.content.map((product) => product.name)).toEqual(['Bulk item 2', 'Bulk item 1']);
    expect(filtered.last).toBe(true);
  });

  it('clamps absurd page sizes', async () => {
    const t = await start();
    await insertManyProducts(t.database.db, 65);
    expect((await list(t, '?size=100000')).content).toHaveLength(60);
    expect((await list(t, '?size=0')).content).toHaveLength(1);
    expect((await list(t, '')).content).toHaveLength(20);
  });

  it('refuses bad input with a 400 and a message', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    expect(await badRequest(t, '?sliceCursor=not*a*cursor')).toBe('Invalid cursor');
    expect(await badRequest(t, `?sliceCursor=${encodeSliceCursor(['x'])}`)).toBe('Invalid cursor');
    expect(await badRequest(t, `?sliceCursor=${encodeSliceCursor([1, 2])}`)).toBe('Invalid cursor');
    expect(await badRequest(t, `?sliceCursor=${encodeSliceCursor([-4])}`)).toBe('Invalid cursor');
    expect(await badRequest(t, '?sliceCursor=AAAA')).toBe('Invalid cursor');
    expect(await badRequest(t, '?minPrice=-1')).toBe('Minimum price cannot be negative');
    expect(await badRequest(t, '?minPrice=50000&maxPrice=10000')).toBe(
      'Minimum price cannot be greater than maximum price',
    );
    expect(await badRequest(t, '?maxPrice=abc')).toBe('Maximum price must be a number');
    expect(await badRequest(t, '?category=VINYL')).toBe('Unknown category: VINYL');
    expect(await badRequest(t, `?name=${'x'.repeat(101)}`)).toBe('Keyword is too long (max. 100)');
    expect(await badRequest(t, '?size=abc')).toBe('Page size must be a number');
    expect(await badRequest(t, '?excludeSoldOut=maybe')).toBe('Exclude sold out must be true or false');
    expect(await badRequest(t, `?sliceCursor=${encodeSliceCursor([2_147_483_648])}`)).toBe('Invalid cursor');
    expect(await badRequest(t, '?artistGroup=AL%1FPHA')).toBe('Invalid artist group code');
    expect(await badRequest(t, '?artistGroup=AL%00PHA')).toBe(nulCharacterMessage);
    expect(await badRequest(t, '?name=a&name=b')).toBe('Keyword must be given once, as text');
    expect(await badRequest(t, '?type=VINYL')).toBe('Unknown product type: VINYL');
    expect(await badRequest(t, '?originShop=AMAZON')).toBe('Unknown shop: AMAZON');
    expect(await badRequest(t, '?maxPrice=99999999999')).toBe('Maximum price is too large');
    expect(await badRequest(t, '?minPrice=1.5')).toBe('Minimum price must be a whole number');
  });

  it('reads control characters in the keyword as spaces instead of failing', async () => {
    const t = await start();
    await insertFixtureCatalogue(t.database.db);
    expect(await names(t, '?name=alpha%09light')).toEqual(['Alpha Light Stick']);
    expect(await names(t, '?name=%0A%1F')).toHaveLength(6);
  });
});

describe('GET /api/shop-products/:id', () => {
  it('answers a published product with its member, description and images', async () => {
    const t = await start();
    const ids = await insertFixtureCatalogue(t.database.db);
    const response = await t.get(`/api/shop-products/${ids['Alpha Mini Album Blue']}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Alpha Mini Album Blue',
      artistGroup: { code: 'ALPHA', name: 'Alpha' },
      artistMember: { code: 'ALPHA_ONE', name: 'One' },
      descriptionHtml: '<p>About Alpha Mini Album Blue</p>',
      imagePaths: [],
    });
    expect(response.json()).not.toHaveProperty('sliceCursor');
  });

  it('answers 404 for unknown, malformed and unpublished ids', async () => {
    const t = await start();
    const ids = await insertFixtureCatalogue(t.database.db);
    for (const id of ['999999', 'abc', '1.5', '0', '-3', `${ids['Hidden Draft Album']}`]) {
      const response = await t.get(`/api/shop-products/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
  });
});

describe('GET /api/ping', () => {
  it('answers a bare JSON body', async () => {
    const t = await start();
    const response = await t.get('/api/ping');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
