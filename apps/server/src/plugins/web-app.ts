import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { trimTrailing } from '@fanship/domain/text';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The page's HTML: index.html with `modulepreload` links for the route's chunks and links to its styles,
 * so a first visit fetches them alongside the entry script instead of after it, and, for a page pre-rendered
 * at build time (`prerendered.json`), the page itself in `#root` (decision 010).
 */
function pageHtmlFor(
  template: string,
  preloads: RoutePreload[],
  prerendered: Record<string, string>,
): (path: string, search: string) => string {
  const cache = new Map<string, string>();
  const headEnd = template.indexOf('</head>');
  return (path, search) => {
    const route = preloads.find((candidate) => matchesRoute(candidate.path, path));
    if (!route || headEnd < 0) return template;
    // A query string can change what the page shows (`?expired=1`), so only the bare address gets the HTML.
    const page = search === '' ? prerendered[path] : undefined;
    const key = page === undefined ? route.path : `${path} prerendered`;
    const cached = cache.get(key);
    if (cached) return cached;
    const links = [
      ...route.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
      ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ].join('\n    ');
    let html = `${template.slice(0, headEnd)}  ${links}\n  ${template.slice(headEnd)}`;
    // Inert until the app takes over (main.tsx): a form without its code must not be typed into or submitted.
    if (page !== undefined) html = html.replace(emptyRoot, `<div id="root" inert>${page}</div>`);
    cache.set(key, html);
    return html;
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
): Promise<SpaFallback | undefined> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const pageHtml = pageHtmlFor(
    readFileSync(indexFile, 'utf8'),
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
  const sendPage = (reply: FastifyReply, url: string) => {
    const [path = '', search = ''] = url.split(/\?(.*)/s);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageHtml(path, search));
  };
  // The start page is a page like the others (with its preloads), not the static index.html.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(reply, request.url));
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPageRequest) return false;
    sendPage(reply, request.url);
    return true;
  };
}
