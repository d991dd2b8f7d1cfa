import { hydrate as fillQueryCache } from '@tanstack/react-query';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { drawInPlace, render, renderPage } from '../prerender.tsx';
import { lightStick } from '../test/shop-fixtures.ts';
import { BrowserApp } from './browser-app.tsx';
import { preloadRoute } from './page-modules.tsx';
import { createQueryClient } from './providers.tsx';
import { routes } from './router.tsx';

// The server's renderer, as the server runs it (jsdom would otherwise be handed the browser's build).
vi.mock('react-dom/static', () => import('react-dom/static.node'));

const visitor = { member: null, isExpired: false };
const rate = { baseRate: 1_380, wiseRate: 1_375 };
const product = lightStick({ sliceCursor: 'c1' });

/** The API as the server's router answers a visitor. */
async function api(url: string): Promise<Response> {
  const answers: Record<string, unknown> = {
    '/api/auth/session': visitor,
    '/api/exchange-rates/current': rate,
  };
  const body =
    url.split('?')[0] === '/api/shop-products'
      ? { content: [product], currentPage: 1, totalPages: 1, totalElements: 1 }
      : answers[url];
  return body === undefined
    ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Resource Not Found' }), { status: 404 })
    : new Response(JSON.stringify(body), { status: 200 });
}

/**
 * The browser's app (as main.tsx starts it: the page's modules loaded, the query cache filled from the page's data block)
 * drawn to HTML by the server's renderer. Hydration takes over the server's HTML only where the two agree;
 * React names each `useId` by the component's place in the tree, so any difference in the trees' shapes shows
 * in the ids written into the HTML (Mantine's responsive class names, inputs' ids and labels).
 */
async function drawBrowserApp(url: string, pageData?: unknown): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  await preloadRoute(routes, history.location.pathname);
  const queryClient = createQueryClient();
  if (pageData) fillQueryCache(queryClient, pageData);
  return drawInPlace(
    <BrowserApp history={history} queryClient={queryClient} onCommit={() => undefined} />,
    url,
  );
}

describe('BrowserApp: the browser draws the same tree as the server', () => {
  it('draws a pre-rendered page (login) exactly as the build wrote it', async () => {
    const server = await render('/login');
    expect(server).toContain('Log in');
    expect(await drawBrowserApp('/login')).toBe(server);
  });

  it('draws a page drawn with its data (the shop list) exactly as the server sent it, responsive styles included', async () => {
    const page = await renderPage('/shop-products', api);
    if (!page) throw new Error('The shop list was not drawn on the server');
    // The grid's columns are rules on a class named by useId: the browser's grid must carry the server's name.
    const gridClass = page.html.match(/mantine-SimpleGrid-root (__m__-\S+?)"/)?.[1];
    expect(gridClass).toBeDefined();
    expect(page.html).toContain(`@media(min-width: 62em){.${gridClass}{--sg-cols:5;}}`);
    expect(await drawBrowserApp('/shop-products', page.state)).toBe(page.html);
  });
});
