import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { trimTrailing } from '@fanship/domain/text';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrawnPageCache } from '../lib/drawn-page-cache.ts';
import { SESSION_COOKIE } from '../modules/sessions/index.ts';

/** Answers a request the router does not know with the SPA's index.html; false when it is not a page request. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** What the web build lists per public page (`route-preloads.json`): its route chunks and styles. */
type RoutePreload = { path: string; js: string[]; css: string[] };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Whether a path such as `/shop-products/300` matches a route pattern such as `/shop-products/:id`. */
export function matchesRoute(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = trimTrailing(path, '/').split('/');
  if (pattern === '/') return path === '/' || path === '';
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':') ? (actual[index] ?? '') !== '' : segment === actual[index],
  );
}

const emptyRoot = '<div id="root"></div>';

/** How a request of the page being drawn reaches the API (the web bundle's `ApiTransport`). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The web app's server-rendering bundle: draws a public page with its data, or declines (undefined). */
export type PageRenderer = (
  url: string,
  api: ApiTransport,
) => Promise<{ html: string; state: unknown } | undefined>;

/** The id of the data block with the page's query answers (the web app's `PAGE_DATA_ELEMENT_ID`). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A server-drawn page waits at most this long for its data; then the page goes out for the browser to draw. */
const RENDER_TIMEOUT_MS = 2000;

/** How long a page drawn for visitors is sent again as it is, and how many such pages are kept. */
const VISITOR_PAGE_MAX_AGE_MS = 10_000;
const VISITOR_PAGES_KEPT = 500;

const hasSession = (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] !== undefined;

/** The page in `#root`, inert until the app takes over (main.tsx): a form without its code must not be used. */
// A function, not a string, as the replacement: the page's text may hold `$&` or `$'`, which a replacement
// string would expand.
const withPage = (shell: string, page: string, data = '') =>
  shell.replace(emptyRoot, () => `<div id="root" inert>${page}</div>${data}`);

/**
 * The page's HTML parts: index.html with `modulepreload` links for the route's chunks and links to its styles,
 * so a first visit fetches them alongside the entry script instead of after it (`shell`, undefined for a
 * page that is not public), and the page pre-rendered at build time for its address, if any (decision 010).
 */
function pagesFor(template: string, preloads: RoutePreload[], prerendered: Record<string, string>) {
  const shells = new Map<string, string>();
  const headEnd = template.indexOf('</head>');
  const shellOf = (route: RoutePreload) => {
    const cached = shells.get(route.path);
    if (cached) return cached;
    const links = [
      ...route.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
      ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ].join('\n    ');
    const shell = `${template.slice(0, headEnd)}  ${links}\n  ${template.slice(headEnd)}`;
    shells.set(route.path, shell);
    return shell;
  };
  const built = new Map<string, string>();
  return (path: string, search: string): { shell?: string; built?: string } => {
    const route = preloads.find((candidate) => matchesRoute(candidate.path, path));
    if (!route || headEnd < 0) return {};
    const shell = shellOf(route);
    // A query string can change what the page shows (`?expired=1`), so only the bare address gets the HTML.
    const page = search === '' ? prerendered[path] : undefined;
    if (page === undefined) return { shell };
    const html = built.get(path) ?? withPage(shell, page);
    built.set(path, html);
    return { shell, built: html };
  };
}

/** The page's query answers as a JSON data block; `<` escaped so no text in it can end the element. */
const pageDataBlock = (state: unknown) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The API as the page's own requests would reach it: through the app's router, with the visitor's cookie. */
function apiThrough(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  const cookie = request.headers.cookie;
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const hasBody = ![204, 205, 304].includes(answer.statusCode);
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The web app's page renderer, loaded on first use (undefined: the bundle has none). */
export type PageRendererLoader = () => Promise<PageRenderer | undefined>;

/**
 * The loader of the web app's server-rendering bundle (`apps/web/ssr-dist/prerender.js`, next to the build);
 * undefined when there is none. The bundle (the whole web app) is imported on first use, not while the server
 * starts: importing it took about 0.7 s of each start. registerWebApp loads it once the server listens.
 */
export function pageRendererLoader(webDist: string): PageRendererLoader | undefined {
  const file = join(dirname(webDist), 'ssr-dist', 'prerender.js');
  if (!existsSync(file)) return undefined;
  let loading: Promise<PageRenderer | undefined> | undefined;
  return () => {
    loading ??= import(pathToFileURL(file).href).then(
      (bundle: { renderPage?: PageRenderer }) => bundle.renderPage,
    );
    return loading;
  };
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * Serves the built web app from `webDist`: files compressed at build time are sent as brotli or gzip by the
 * request's Accept-Encoding; hashed assets are cached for a year (immutable), everything else, HTML above all,
 * is revalidated on each use (`no-cache`) so a deploy is seen at once. Skipped when the app is not built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  loadRenderer?: PageRendererLoader,
): Promise<SpaFallback | undefined> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const template = readFileSync(indexFile, 'utf8');
  const pages = pagesFor(
    template,
    readJson<{ routes: RoutePreload[] }>(join(webDist, 'route-preloads.json'), { routes: [] }).routes,
    readJson<Record<string, string>>(join(webDist, 'prerendered.json'), {}),
  );
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (response, path) => {
      const isHashedAsset = path.includes(`${join(webDist, 'assets')}`);
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Loaded once the server answers, so the first page drawn does not wait for it and the start does not either.
  app.addHook('onListen', (done) => {
    setImmediate(() =>
      loadRenderer?.().catch((error: unknown) => app.log.warn({ err: error }, 'no page renderer')),
    );
    done();
  });
  const visitorPages = new DrawnPageCache(VISITOR_PAGE_MAX_AGE_MS, VISITOR_PAGES_KEPT);
  // Any change made through the app may show on a public page: no page drawn before it is sent again.
  app.addHook('onResponse', async (request, reply) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/');
    if (isWrite && reply.statusCode < 400) visitorPages.clear();
  });
  /** A public page the build did not draw, drawn with its data for this request; undefined if it cannot be. */
  const drawn = async (request: FastifyRequest, shell: string): Promise<string | undefined> => {
    if (!loadRenderer || request.method !== 'GET') return undefined;
    if (hasSession(request)) return draw(request, shell);
    return visitorPages.get(request.url) ?? visitorPages.draw(request.url, () => draw(request, shell));
  };
  const draw = async (request: FastifyRequest, shell: string): Promise<string | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const renderPage = await loadRenderer?.();
      if (!renderPage) return undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
      });
      const page = await Promise.race([renderPage(request.url, apiThrough(app, request)), timeout]);
      return page && withPage(shell, page.html, pageDataBlock(page.state));
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'The page could not be drawn on the server');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', search = ''] = request.url.split(/\?(.*)/s);
    const { shell, built } = pages(path, search);
    const drawnHtml = built === undefined && shell ? await drawn(request, shell) : undefined;
    return (
      reply
        // A page drawn for this request can show the member's own data: never kept by a shared cache.
        .header('cache-control', drawnHtml ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(built ?? drawnHtml ?? shell ?? template)
    );
  };
  // The start page is a page like the others (with its preloads), not the static index.html.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) return false;
    void sendPage(request, reply);
    return true;
  };
}
