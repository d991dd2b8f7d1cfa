/**
 * Catalogue benchmark (`npm run bench:catalogue`): PostgreSQL with 100,000 products, the app in-process
 * on loopback, autocannon against a bare JSON route and the shop list (first page, a deep page, filters,
 * keyword), printing requests/s, p50/p99 latency and each route's ratio to the bare route.
 */
import type { AddressInfo } from 'node:net';
import { databaseFromUrl } from '@fanship/db/client';
import { generateLargeCatalogue } from '@fanship/db/large-catalogue';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://fanship:fanship@127.0.0.1:5432/fanship_bench';
const PRODUCT_COUNT = 100_000;
const DEEP_PAGES = 200;
const DURATION_SECONDS = 5;
const CONNECTIONS = 10;

/** The database URL as printed: without its password. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** Creates the benchmark database when it does not exist yet (through the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected benchmark database name: ${name}`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Follows the slice cursor `pages` pages deep and answers the URL of that page. */
async function deepPageUrl(base: string, path: string, pages: number): Promise<string> {
  let url = path;
  for (let page = 0; page < pages; page++) {
    const response = await fetch(`${base}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const slice = (await response.json()) as { content: { sliceCursor: string }[]; last: boolean };
    const lastItem = slice.content.at(-1);
    if (slice.last || !lastItem) throw new Error(`${path} has fewer than ${pages} pages`);
    const separator = path.includes('?') ? '&' : '?';
    url = `${path}${separator}sliceCursor=${lastItem.sliceCursor}`;
  }
  return url;
}

const database = databaseFromUrl(databaseUrl, { max: 10 });
await ensureDatabase(databaseUrl);
await database.migrate();
const { inserted, total } = await generateLargeCatalogue(database.db, PRODUCT_COUNT);
console.log(`Catalogue: ${total} generated products (${inserted} inserted now).`);

// Production settings without the per-request log (it would measure the log, not the catalogue).
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  WEB_DIST: '/nonexistent-web-dist',
});
const app = await buildApp(config, { database });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

try {
  const filters =
    '/api/shop-products?category=ALBUM,PHOTOCARD&minPrice=10000&maxPrice=60000&excludeSoldOut=true';
  const routes = [
    { label: 'GET /api/ping (bare JSON)', path: '/api/ping' },
    { label: 'shop list, first page', path: '/api/shop-products' },
    {
      label: `shop list, page ${DEEP_PAGES + 1}`,
      path: await deepPageUrl(base, '/api/shop-products', DEEP_PAGES),
    },
    { label: 'filters, first page', path: filters },
    { label: `filters, page ${DEEP_PAGES + 1}`, path: await deepPageUrl(base, filters, DEEP_PAGES) },
    { label: "keyword 'moon', first page", path: '/api/shop-products?name=moon' },
    { label: "rare keyword '#4242' (trigram index)", path: '/api/shop-products?name=%234242' },
  ];
  const rows: { route: string; requestsPerSecond: number; p50: number; p99: number; failed: number }[] = [];
  for (const route of routes) {
    await autocannon({ url: `${base}${route.path}`, connections: CONNECTIONS, duration: 1 });
    const result = await autocannon({
      url: `${base}${route.path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      timeout: 10,
    });
    rows.push({
      route: route.label,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    });
  }
  const baseline = rows[0]!.requestsPerSecond;
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, PostgreSQL ${withoutPassword(databaseUrl)}\n`,
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'vs ping': `${((row.requestsPerSecond / baseline) * 100).toFixed(1)}%`,
      failed: row.failed,
    })),
  );
} finally {
  await app.close();
  await database.close();
}
