import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';

/**
 * The server-rendering bundle (decision 010), built with `vite build --ssr` into `ssr-dist/prerender.js`:
 * `render` draws the pages that need no data at build time (scripts/prerender.mjs), `renderPage` draws a
 * public page with its data when the server answers a request for it.
 */

/**
 * React's marks of a part that is not in the HTML where it belongs: one written apart from the page with an
 * inline script to move it in (which the page's Content Security Policy refuses), or one that failed on the
 * server and is left to the browser.
 */
const MISPLACED_PART_MARKS = ['<!--$?-->', '<!--$!-->'];

/**
 * Draws `app` to HTML with every part in place: the drawing waits for the parts whose code loads lazily (a menu,
 * a sheet) and keeps them inline however large (`progressiveChunkSize`). Throws when a part is still not in place,
 * so the page goes to the browser to draw instead.
 */
export async function drawInPlace(app: ReactNode, pathname: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    signal: AbortSignal.timeout(1000),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (MISPLACED_PART_MARKS.some((mark) => html.includes(mark)))
    throw new Error(`A part of ${pathname} could not be drawn in place`);
  return html;
}

/**
 * The page as the server draws it. Its tree has the shape of the browser's (`BrowserApp`, app/browser-app.tsx):
 * React names `useId`s by their place in the tree, and the browser must find the same names in this HTML.
 */
function draw(url: string, queryClient?: QueryClient): Promise<string> {
  return drawInPlace(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    new URL(url, 'http://localhost').pathname,
  );
}

/** A page that needs no data, as a visitor sees it before the session is known (build time). */
export function render(path: string): Promise<string> {
  return draw(path);
}

/** The API of the request being drawn: each request's calls carry its own cookie. */
const requestApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = requestApi.getStore();
  if (!api) return Promise.reject(new Error('An API call outside a server render'));
  return api(url, init);
});

/** Whether a query the page drew is meant to run (a query can wait on a condition, e.g. the cart for members). */
function isWanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** How many times a page is drawn at most: queries found in one drawing can start others (a product, then its artist). */
const MAX_DRAWINGS = 4;

/**
 * Draws a public page for one request: the page is drawn once to learn which queries it asks for, those are
 * run against the API (`api`, the server's own router with the request's cookie), and the page is drawn again
 * with their answers, until no query is left waiting. Returns the HTML and the answers for the browser's query
 * cache (so the app takes over the same page without asking again), or undefined when the page cannot be
 * drawn on the server (a failed query: the browser then draws it as before).
 */
export async function renderPage(
  url: string,
  api: ApiTransport,
): Promise<{ html: string; state: DehydratedState } | undefined> {
  return requestApi.run(api, async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    let html = await draw(url, queryClient);
    for (let drawing = 1; drawing < MAX_DRAWINGS; drawing += 1) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && isWanted(query));
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = await draw(url, queryClient);
    }
    const queries = queryClient.getQueryCache().getAll().filter(isWanted);
    if (queries.some((query) => query.state.status !== 'success')) return undefined;
    return { html, state: dehydrate(queryClient) };
  });
}
