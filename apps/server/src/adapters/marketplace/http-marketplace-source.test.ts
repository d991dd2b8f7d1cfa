import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_MARKETPLACE_CACHE_SECONDS } from '../../modules/marketplace/index.ts';
import { setupTestApps } from '../../test/app.ts';
import { insertSeventeen } from '../../test-support/catalogue-fixtures.ts';
import { createHttpMarketplaceSource } from './http-marketplace-source.ts';

const { start } = setupTestApps();

const upstreamItems = Array.from({ length: 5 }, (_, index) => ({
  pid: 1000 + index,
  name: `Bunjang item ${index}`,
  price: String(20_000 + index),
  shipping_fee: '3500',
  status: index === 1 ? '3' : '0',
  product_image: `https://media.example.com/product/${1000 + index}_{cnt}_w{res}.jpg`,
  image_count: 3,
  description: 'Kept in a sleeve',
  used: index === 0 ? 2 : 1,
}));

let server: Server;
let baseUrl: string;
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('q') === 'explode') return send(500, { error: 'boom' });
    if (url.searchParams.get('q') === 'garbage') return send(200, { unexpected: true });
    if (url.searchParams.get('q') === 'slow')
      return setTimeout(() => send(200, { list: [], num_found: 0 }), 2000);
    if (url.pathname === '/api/1/find_v2.json') {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('n'));
      return send(200, {
        list: upstreamItems.slice(page * size, page * size + size),
        num_found: upstreamItems.length,
      });
    }
    const detail = url.pathname.match(/^\/api\/1\/product\/(\d+)\/detail_info\.json$/);
    const item = upstreamItems.find((entry) => String(entry.pid) === detail?.[1]);
    return item ? send(200, { item_info: item }) : send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('HTTP marketplace source against a fake Bunjang-style server', () => {
  it('maps the upstream JSON to the listing contract and pages with its own cursor', async () => {
    const t = await start({ marketplace: { source: 'http', apiUrl: baseUrl, timeoutMs: 500 } });
    const first = await t.get('/api/bunjang/retrieve-products?keyword=lightstick&size=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.hasNext).toBe(true);
    expect(page.data[0]).toEqual({
      pid: '1000',
      name: 'Bunjang item 0',
      priceKrw: 20_000,
      shippingFeeKrw: 3500,
      saleStatus: 'SELLING',
      imageUrlTemplate: 'https://media.example.com/product/1000_{cnt}_w{res}.jpg',
      imageCount: 3,
      imageUrls: [
        'https://media.example.com/product/1000_1_w{res}.jpg',
        'https://media.example.com/product/1000_2_w{res}.jpg',
        'https://media.example.com/product/1000_3_w{res}.jpg',
      ],
      description: 'Kept in a sleeve',
      condition: 'LIKE_NEW',
    });
    expect(page.data[1]).toMatchObject({ pid: '1001', saleStatus: 'SOLD_OUT', condition: 'USED' });
    const sent = requests.at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      q: 'lightstick',
      f_category_id: '910',
      page: '0',
      n: '2',
    });
    const seen: string[] = page.data.map((row: { pid: string }) => row.pid);
    let cursor: string | null = page.nextCursor;
    while (cursor) {
      const next = (await t.get(`/api/bunjang/retrieve-products?size=2&cursor=${cursor}`)).json();
      seen.push(...next.data.map((row: { pid: string }) => row.pid));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(['1000', '1001', '1002', '1003', '1004']);
    const detail = await t.get('/api/bunjang/products/1001');
    expect(detail.json()).toMatchObject({ pid: '1001', saleStatus: 'SOLD_OUT' });
    expect((await t.get('/api/bunjang/products/999')).statusCode).toBe(404);
  });

  it('answers 502 with the message when the upstream fails or answers an unexpected body', async () => {
    const t = await start({ marketplace: { source: 'http', apiUrl: baseUrl, timeoutMs: 500 } });
    for (const keyword of ['explode', 'garbage']) {
      const response = await t.get(`/api/bunjang/retrieve-products?keyword=${keyword}`);
      expect(response.statusCode, keyword).toBe(502);
      expect(response.json()).toEqual({
        code: 'UPSTREAM',
        message: 'The marketplace is not reachable right now. Please try again later.',
      });
    }
  });

  it('gives up after the timeout', async () => {
    const source = createHttpMarketplaceSource(baseUrl, 150);
    const startedAt = Date.now();
    await expect(source.search({ keyword: 'slow', categoryId: '910', size: 5 })).rejects.toMatchObject({
      code: 'UPSTREAM',
      statusCode: 502,
    });
    expect(Date.now() - startedAt).toBeLessThan(1500);
  });

  it('answers 502 when nothing listens at the address, and 400 for a malformed cursor', async () => {
    const source = createHttpMarketplaceSource('http://127.0.0.1:9', 500);
    await expect(source.getListing('1')).rejects.toMatchObject({ code: 'UPSTREAM' });
    await expect(source.search({ categoryId: '910', size: 5, cursor: 'abc' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid cursor',
    });
  });

  it('keeps an artist page built from the outside marketplace for its short cache time only', async () => {
    const t = await start({ marketplace: { source: 'http', apiUrl: baseUrl, timeoutMs: 500 } });
    await insertSeventeen(t.database.db);
    const searches = () => requests.filter((url) => url.pathname === '/api/1/find_v2.json').length;
    const page = async () => {
      const response = await t.get('/api/artist-groups/SVT');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ marketplacePreview: { pid: string }[] }>();
    };
    const before = searches();
    expect((await page()).marketplacePreview.length).toBeGreaterThan(0);
    expect(searches()).toBe(before + 1);
    t.clock.advance(OUTSIDE_MARKETPLACE_CACHE_SECONDS);
    await page();
    expect(searches()).toBe(before + 1);
    t.clock.advance(0.001);
    await page();
    expect(searches()).toBe(before + 2);
  });
});
