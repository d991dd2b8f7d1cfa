import { describe, expect, it } from 'vitest';
import { nulCharacterMessage } from '../plugins/text-guard.ts';
import { setupTestApps } from '../test/app.ts';

const { start } = setupTestApps();

const longKeyword = 'a'.repeat(101);

/**
 * Bad input on the browsing routes (artists, marketplace, fansign, trends, posts, help, shipping rates):
 * each answers 400 with a message, 404, or a clamped 200; never a 500.
 */
describe('storefront browsing routes refuse bad input without a 500', () => {
  it('answers 400 with a message for malformed queries and ids', async () => {
    const t = await start();
    const cases: [string, string][] = [
      ['/api/bunjang/retrieve-products?cursor=zzz', 'Invalid cursor'],
      [`/api/bunjang/retrieve-products?keyword=${longKeyword}`, 'Keyword is too long (max. 100)'],
      ['/api/bunjang/retrieve-products?category=foo', "Unknown category: only 'care' is allowed"],
      ['/api/bunjang/retrieve-products?categoryId=abc', 'Category id must be a number'],
      ['/api/bunjang/products/..%2F..%2Fetc', 'Invalid listing id'],
      ['/api/bunjang/products/%00', nulCharacterMessage],
      ['/api/fansign-events?type=FOO', 'Unknown event type: FOO'],
      ['/api/fansign-events?subType=nope', 'Unknown event sub-type: NOPE'],
      ['/api/fansign-events?sliceCursor=abc', 'Invalid cursor'],
      [`/api/fansign-events?artist=${longKeyword}`, 'Keyword is too long (max. 100)'],
      ['/api/fansign-events/abc', 'Invalid event id'],
      ['/api/fansign-events/99999999999999999999', 'Invalid event id'],
      ['/api/ofm-products?sliceCursor=!!', 'Invalid cursor'],
      ['/api/ofm-products/1.5', 'Invalid product id'],
      ['/api/posts?kind=FOO', 'Unknown kind: FOO'],
      ['/api/posts?category=FOO', 'Unknown category: FOO'],
      ['/api/posts/abc', 'Invalid post id'],
      ['/api/artist-groups/%00', nulCharacterMessage],
      ['/api/bunjang/retrieve-products?keyword=a%00b', nulCharacterMessage],
      ['/api/artist-groups/a%0Ab', 'Invalid artist code'],
      ['/api/info/find-shipping-rates?countryCode=US&actualWeight=1e400', 'Weight should be a valid number'],
      ['/api/info/find-shipping-rates?countryCode=US&actualWeight=0', 'Weight should be a valid number'],
    ];
    for (const [url, message] of cases) {
      const response = await t.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });

  it('reads control characters other than NUL in keywords as spaces (NUL is refused everywhere)', async () => {
    const t = await start();
    for (const url of [
      '/api/bunjang/retrieve-products?keyword=%1F',
      '/api/bunjang/retrieve-products?keyword=a%09b',
      '/api/fansign-events?keyword=a%0Ab',
      '/api/fansign-events?artist=%7F',
      '/api/ofm-products?keyword=%0D%1F',
    ]) {
      const response = await t.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('clamps absurd page sizes and takes LIKE wildcards literally', async () => {
    const t = await start();
    for (const url of [
      '/api/bunjang/retrieve-products?size=100000',
      '/api/fansign-events?size=100000',
      '/api/ofm-products?size=0',
      '/api/posts?kind=POST&size=-3',
    ]) {
      const response = await t.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    for (const keyword of ['%25', '_', '%5C']) {
      const response = await t.get(`/api/fansign-events?keyword=${keyword}`);
      expect(response.json()).toEqual({ content: [], last: true });
    }
  });

  it('answers 404 for ids that are well formed but unknown', async () => {
    const t = await start();
    for (const url of [
      '/api/bunjang/products/999999',
      '/api/fansign-events/424242',
      '/api/ofm-products/424242',
      '/api/posts/424242',
      '/api/artist-groups/NOPE',
      '/api/artist-groups/%25',
    ]) {
      const response = await t.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
  });
});
