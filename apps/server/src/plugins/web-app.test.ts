import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../test/app.ts';
import { pageRendererLoader } from './web-app.ts';

const { start } = setupTestApps();

/**
 * A built web app with a server-rendering bundle standing in for the real one (`ssr-dist/prerender.js` next to
 * `dist`): it asks the API who is signed in, as the real pages do, and draws that into the page.
 */
function webBuildWithRenderer(): string {
  const root = mkdtempSync(join(tmpdir(), 'fanship-ssr-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  mkdirSync(join(root, 'ssr-dist'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Fanship</title></head><body><div id="root"></div></body></html>',
  );
  const routes = [
    { path: '/', js: [], css: [] },
    { path: '/shop-products', js: ['/assets/shop-1.js'], css: [] },
  ];
  writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify({ routes }));
  writeFileSync(join(webDist, 'prerendered.json'), JSON.stringify({ '/': '<h1>Welcome</h1>' }));
  writeFileSync(
    join(root, 'ssr-dist', 'prerender.js'),
    `let drawings = 0;
    export async function renderPage(url, api) {
      drawings += 1;
      if (url.includes('fail')) throw new Error('The page broke');
      if (url.includes('decline')) return undefined;
      if (url.includes('slow')) return new Promise(() => {});
      const answer = await api('/api/auth/session', { method: 'GET' });
      const session = await answer.json();
      const who = session.member ? session.member.firstName : 'visitor';
      return {
        html: '<p>' + url + ' for ' + who + '</p><i>drawing ' + drawings + '</i><b>costs $& $\\' $$</b>',
        state: { status: answer.status, note: '</script><script>alert(1)</script>' },
      };
    }`,
  );
  return webDist;
}

const pageRequest = (url: string, cookie?: string) => ({
  method: 'GET' as const,
  url,
  headers: { accept: 'text/html' },
  ...(cookie ? { cookie } : {}),
});

describe('public pages drawn by the server with their data (decision 010)', () => {
  it("puts the drawn page in #root and its query answers in a data block, with the member's own cookie", async () => {
    const t = await start({ webDist: webBuildWithRenderer() });
    const visitor = await t.inject(pageRequest('/shop-products?page=2'));
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    // The page's text goes in as it is, even where it looks like a replacement pattern (`$&`, `$'`).
    expect(visitor.body).toContain(
      `<div id="root" inert><p>/shop-products?page=2 for visitor</p><i>drawing 1</i><b>costs $& $' $$</b></div><script type="application/json" id="page-data">`,
    );
    expect(visitor.body).toContain('href="/assets/shop-1.js"');
    // Nothing in the answers can end the data block early.
    expect(visitor.body).not.toContain('</script><script>alert(1)');
    const block = visitor.body.match(/id="page-data">(.*?)<\/script>/s)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({ status: 200, note: '</script><script>alert(1)</script>' });

    const member = await t.createMember({ firstName: 'Mina' });
    const signedIn = await t.inject(pageRequest('/shop-products', member.cookie));
    expect(signedIn.body).toContain('<p>/shop-products for Mina</p>');
  });

  it("sends a visitor's page again for a few seconds, until anything changes through the API; a member's never", async () => {
    const t = await start({ webDist: webBuildWithRenderer() });
    const drawing = async (url: string, cookie?: string) =>
      (await t.inject(pageRequest(url, cookie))).body.match(/drawing (\d+)/)?.[1];
    expect(await drawing('/shop-products')).toBe('1');
    expect(await drawing('/shop-products')).toBe('1');
    expect(await drawing('/shop-products?page=2')).toBe('2');
    const member = await t.createMember();
    // Signing up and in were writes: the pages drawn before them are not sent again.
    expect(await drawing('/shop-products')).not.toBe('1');
    const visitorPage = await drawing('/shop-products');
    expect(await drawing('/shop-products')).toBe(visitorPage);
    const first = await drawing('/shop-products', member.cookie);
    expect(await drawing('/shop-products', member.cookie)).not.toBe(first);
    const refused = await t.post('/api/auth/sign-in', { username: 'x' });
    expect(refused.statusCode).toBe(400);
    // A refused write changed nothing: the visitor's page is still the same drawing.
    expect(await drawing('/shop-products')).toBe(await drawing('/shop-products'));
  });

  it('sends the page for the browser to draw when the server cannot draw it, and never fails the request', async () => {
    const t = await start({ webDist: webBuildWithRenderer() });
    for (const url of ['/shop-products?fail=1', '/shop-products?decline=1']) {
      const page = await t.inject(pageRequest(url));
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('href="/assets/shop-1.js"');
      expect(page.body).not.toContain('page-data');
    }
    const started = Date.now();
    const slow = await t.inject(pageRequest('/shop-products?slow=1'));
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 15_000);

  it('keeps the pages drawn at build time, and draws nothing for HEAD requests or pages that are not public', async () => {
    const t = await start({ webDist: webBuildWithRenderer() });
    const home = await t.inject(pageRequest('/'));
    expect(home.body).toContain('<div id="root" inert><h1>Welcome</h1></div>');
    expect(home.body).not.toContain('page-data');
    expect(home.headers['cache-control']).toBe('no-cache');
    // The start page with a query string has no build-time HTML: the server draws it.
    expect((await t.inject(pageRequest('/?from=mail'))).body).toContain('<p>/?from=mail for visitor</p>');
    const head = await t.inject({ ...pageRequest('/shop-products'), method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect((await t.inject(pageRequest('/profile'))).body).toContain('<div id="root"></div>');
  });

  it('imports the server-rendering bundle on the first page drawn, not while the server starts', async () => {
    const webDist = webBuildWithRenderer();
    const marker = `ssrLoaded${Date.now()}`;
    writeFileSync(
      join(webDist, '..', 'ssr-dist', 'prerender.js'),
      `globalThis.${marker} = true;
      export async function renderPage(url) { return { html: '<p>' + url + '</p>', state: null }; }`,
    );
    const loaded = () => (globalThis as Record<string, unknown>)[marker] === true;
    const t = await start({ webDist });
    expect(loaded()).toBe(false);
    expect((await t.inject(pageRequest('/shop-products'))).body).toContain('<p>/shop-products</p>');
    expect(loaded()).toBe(true);
    expect(pageRendererLoader(join(tmpdir(), 'no-such-build', 'dist'))).toBeUndefined();
  });

  it('sends the page for the browser to draw when the bundle cannot be imported', async () => {
    const webDist = webBuildWithRenderer();
    writeFileSync(join(webDist, '..', 'ssr-dist', 'prerender.js'), 'this is not javascript (');
    const t = await start({ webDist });
    const page = await t.inject(pageRequest('/shop-products'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});
