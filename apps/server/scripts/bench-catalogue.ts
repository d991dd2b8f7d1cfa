/**
 * Catalogue benchmark (`npm run bench:catalogue`): PostgreSQL with 100,000 products, the app on loopback,
 * autocannon against a bare JSON route, the shop list (first page, a deep page, filters, keyword), a product
 * page and the other public catalogue reads, printing requests/s, p50/p99 latency and each route's ratio to
 * the bare route, measured again right before each route (other work on a shared machine moves the absolute
 * figures within one run; the ratio to a neighbouring measurement moves less).
 *
 * The load generator (autocannon's own command) runs in a child process, as a client would: in the server's
 * process it took a large share of the one thread the server answers on (on a two-core machine, about half
 * of the bare route's time), so the figures measured the generator as much as the server. The "CPU µs/req"
 * column is the server process's CPU time per answered request (PostgreSQL's and the generator's are not in
 * it), the figure that moves least with other work on the machine. "server CPU %" and "load CPU %" are the
 * server's and the load generator's CPU time over the run's wall time (100% is one core): on two cores, a load
 * generator near 100% is a limit of the measurement, not of the server.
 *
 * Options (after `--`): `--connections 50` (default 10), `--duration 5` (seconds per route),
 * `--only <text>` (only the routes whose label contains the text; the bare route always runs first),
 * `--pool 10` (database connections of the app, default 10 as in production),
 * `--accept-encoding br` (sent with every request, as a browser does: answers of 1 KB or more come compressed;
 * by default none is sent and every answer comes as plain JSON),
 * `--cpu-profile <dir>` (writes a V8 CPU profile of the server process during each route's measured run).
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFromUrl } from '@fanship/db/client';
import { generateLargeCatalogue } from '@fanship/db/large-catalogue';
import type autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://fanship:fanship@127.0.0.1:5432/fanship_bench';
const PRODUCT_COUNT = 100_000;
const DEEP_PAGES = 200;
const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string' },
    pool: { type: 'string', default: '10' },
    'accept-encoding': { type: 'string' },
    'cpu-profile': { type: 'string' },
  },
});
const POOL_SIZE = Number(options.pool);
if (!Number.isInteger(POOL_SIZE) || POOL_SIZE < 1) throw new Error('--pool takes a positive integer');
const CONNECTIONS = Number(options.connections);
const DURATION_SECONDS = Number(options.duration);
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1)
  throw new Error('--connections takes a positive integer');
if (!(DURATION_SECONDS > 0)) throw new Error('--duration takes a number of seconds');
const PING_SECONDS = Math.max(1, Math.round(DURATION_SECONDS / 2));

type LoadResult = Awaited<ReturnType<typeof autocannon>>;
const autocannonCommand = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
/** Loaded into the load generator's process: prints its own CPU time (µs) on stderr as it exits. */
const reportCpuAtExit = `data:text/javascript,${encodeURIComponent(
  'process.on("exit", () => { const cpu = process.cpuUsage(); process.stderr.write("\\n@cpu " + (cpu.user + cpu.system) + "\\n"); });',
)}`;

/** Runs autocannon's command in a child process against the URL: its result and the CPU time it took (µs). */
function runLoad(
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadResult & { loadCpuMicroseconds: number }> {
  const args = ['--json', '--no-progress', '-c', String(connections), '-d', String(seconds), '-t', '10', url];
  if (options['accept-encoding']) args.push('-H', `accept-encoding=${options['accept-encoding']}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', reportCpuAtExit, autocannonCommand, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${errors}`));
      const loadCpuMicroseconds = Number(/@cpu (\d+)/.exec(errors)?.[1] ?? Number.NaN);
      resolve({ ...(JSON.parse(output) as LoadResult), loadCpuMicroseconds });
    });
  });
}

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

/** Starts the V8 CPU profiler of this process; `stop` writes the profile to a file. */
async function startProfiler(): Promise<{ stop: (file: string) => Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    stop: async (file) => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

/** The id of the first product of the shop list (a generated product, as a fan would open it). */
async function firstProductId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/shop-products?size=1`);
  const slice = (await response.json()) as { content: { id: number }[] };
  const id = slice.content[0]?.id;
  if (id === undefined) throw new Error('The shop list is empty');
  return id;
}

const database = databaseFromUrl(databaseUrl, { max: POOL_SIZE });
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
  const deepPage = (path: string) => () => deepPageUrl(base, path, DEEP_PAGES);
  const productPage = async () => `/api/shop-products/${await firstProductId(base)}`;
  const allRoutes: { label: string; path: string | (() => Promise<string>) }[] = [
    { label: 'GET /api/ping (bare JSON)', path: '/api/ping' },
    { label: 'shop list, first page', path: '/api/shop-products' },
    { label: `shop list, page ${DEEP_PAGES + 1}`, path: deepPage('/api/shop-products') },
    { label: 'filters, first page', path: filters },
    { label: `filters, page ${DEEP_PAGES + 1}`, path: deepPage(filters) },
    { label: "keyword 'moon', first page", path: '/api/shop-products?name=moon' },
    { label: "rare keyword '#4242' (trigram index)", path: '/api/shop-products?name=%234242' },
    { label: 'product page', path: productPage },
    { label: 'artist list', path: '/api/artist-groups' },
    { label: 'artist page', path: '/api/artist-groups/NOVA9' },
    { label: 'fansign events, first page', path: '/api/fansign-events' },
    { label: 'trending (OFM) products, first page', path: '/api/ofm-products' },
    { label: 'posts, first page', path: '/api/posts' },
  ];
  const routes = allRoutes.filter(
    (route, index) => index === 0 || !options.only || route.label.includes(options.only),
  );
  type Row = {
    route: string;
    cpuMicroseconds: number;
    requestsPerSecond: number;
    p50: number;
    p99: number;
    serverCpuPercent: number;
    loadCpuPercent: number;
    failed: number;
    ping: number;
  };
  const measure = async (url: string, seconds: number) => {
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    const result = await runLoad(url, CONNECTIONS, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const wallMicroseconds = (performance.now() - startedAt) * 1000;
    return {
      // CPU time of the server's process per answered request: unlike requests/s it hardly moves with other
      // work on the machine (PostgreSQL's and the load generator's CPU are not in it).
      cpuMicroseconds: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      serverCpuPercent: Math.round(((cpu.user + cpu.system) / wallMicroseconds) * 100),
      loadCpuPercent: Math.round((result.loadCpuMicroseconds / wallMicroseconds) * 100),
      failed: result.errors + result.timeouts + result.non2xx,
    };
  };
  const pingUrl = `${base}/api/ping`;
  const rows: Row[] = [];
  for (const [index, route] of routes.entries()) {
    const url = `${base}${typeof route.path === 'string' ? route.path : await route.path()}`;
    await runLoad(url, CONNECTIONS, 1);
    // The bare route again right before each route: on a shared machine the load moves within a run.
    const ping = index === 0 ? undefined : await measure(pingUrl, PING_SECONDS);
    const profiler = options['cpu-profile'] ? await startProfiler() : undefined;
    const result = await measure(url, DURATION_SECONDS);
    if (profiler) {
      const file = join(
        options['cpu-profile']!,
        `${index}-${route.label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`,
      );
      await profiler.stop(file);
      console.log(`CPU profile of '${route.label}': ${file}`);
    }
    rows.push({ route: route.label, ...result, ping: ping?.requestsPerSecond ?? result.requestsPerSecond });
  }
  console.log(
    `\nautocannon (child process): ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, each after ${PING_SECONDS} s of the bare route; Accept-Encoding ${options['accept-encoding'] ?? '(none)'}; app pool ${POOL_SIZE}; PostgreSQL ${withoutPassword(databaseUrl)}\n`,
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'ping req/s': row.ping,
      'vs ping': `${((row.requestsPerSecond / row.ping) * 100).toFixed(1)}%`,
      'CPU µs/req': row.cpuMicroseconds,
      'server CPU %': row.serverCpuPercent,
      'load CPU %': row.loadCpuPercent,
      failed: row.failed,
    })),
  );
} finally {
  await app.close();
  await database.close();
}
