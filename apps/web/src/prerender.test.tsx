// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender.tsx';
import { lightStick } from './test/shop-fixtures.ts';

const product = lightStick({
  descriptionHtml: '<p>Official light stick</p>',
  imagePaths: ['/media/generated/ls.svg'],
});

/** The API as the server's router would answer, from a table; every call is recorded with its cookie-free URL. */
function apiFrom(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const api = async (url: string) => {
    calls.push(url);
    const body = answers[url];
    return body === undefined
      ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Resource Not Found' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { api, calls };
}

const visitor = { member: null, isExpired: false };
const rate = { baseRate: 1_380, wiseRate: 1_375 };

describe('renderPage: a public page drawn on the server with its data', () => {
  it('draws the product page with its data and hands the answers over for the browser', async () => {
    const { api, calls } = apiFrom({
      '/api/auth/session': visitor,
      '/api/shop-products/7': product,
      '/api/exchange-rates/current': rate,
    });
    const page = await renderPage('/shop-products/7', api);
    if (!page) throw new Error('The product page was not drawn');
    // The page itself, not a loading frame: the product's name, price and description are in the HTML.
    expect(page.html).toContain('Light stick v3');
    expect(page.html).toContain('45,000');
    expect(page.html).toContain('<p>Official light stick</p>');
    expect(page.html).not.toContain('Loading');
    // Every part is in place, the lazily loaded 'More' menu too: no inline script (the CSP refuses them).
    expect(page.html).toContain('>More</span>');
    expect(page.html).not.toContain('<script');
    // Each query ran once; the browser gets every answer, so it asks for none of them again.
    expect(calls.sort()).toEqual([
      '/api/auth/session',
      '/api/exchange-rates/current',
      '/api/shop-products/7',
    ]);
    const answers = page.state.queries.map((query) => [query.queryKey, query.state.data]);
    expect(answers).toContainEqual([['session'], visitor]);
    expect(answers.map(([, data]) => data)).toEqual(expect.arrayContaining([product, rate]));
  });

  it('draws the shop list from the URL, with its query string', async () => {
    const list = {
      content: [{ ...product, sliceCursor: 'c1' }],
      currentPage: 1,
      totalPages: 3,
      totalElements: 41,
    };
    const { api, calls } = apiFrom({ '/api/auth/session': visitor, '/api/exchange-rates/current': rate });
    const listApi = async (url: string) => {
      if (!url.startsWith('/api/shop-products?')) return api(url);
      calls.push(url);
      return new Response(JSON.stringify(list), { status: 200 });
    };
    const page = await renderPage('/shop-products?keyword=stick', listApi);
    expect(page?.html).toContain('Light stick v3');
    expect(calls).toContain('/api/shop-products?name=stick');
  });

  it('declines a page whose data cannot be read, so the browser draws it (with its error) as before', async () => {
    const { api } = apiFrom({ '/api/auth/session': visitor, '/api/exchange-rates/current': rate });
    expect(await renderPage('/shop-products/8', api)).toBeUndefined();
  });

  it('does not run the queries a page keeps waiting (the cart is read only for members)', async () => {
    const { api, calls } = apiFrom({ '/api/auth/session': visitor });
    const page = await renderPage('/login?expired=1', api);
    expect(page?.html).toContain('Log in');
    expect(calls).toEqual(['/api/auth/session']);
  });
});
