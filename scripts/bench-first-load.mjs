#!/usr/bin/env node
/**
 * First-load benchmark: builds the app, starts it as `npm start` does (embedded database, demo seed) on a
 * fresh data folder, and runs Lighthouse in mobile mode (its default throttling) with Debian's Chromium on
 * the storefront's entry pages. Prints each page's scores and metrics and writes the JSON reports to
 * `bench-results/first-load/` (gitignored). Not part of CI: its figures move with the machine's load.
 *
 * Usage: npm run bench:first-load [-- --runs 3] [--port 3200] [--skip-build] [--pages /,/login] [--trace]
 * (`--trace` also writes each run's performance trace, `<page>-<run>.trace.json`, to open in DevTools.)
 * Environment: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchArgs, median, root, throwawayServerEnv } from './bench-common.mjs';

const { values, runs, port } = benchArgs({
  runs: 1,
  port: 3200,
  options: {
    'skip-build': { type: 'boolean', default: false },
    pages: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
const origin = `http://127.0.0.1:${port}`;
const outDir = join(root, 'bench-results', 'first-load');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitForServer(server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${origin} within a minute`);
}

/** A real shop product id from the seeded catalogue (the first one the list shows). */
async function firstShopProductPath() {
  const response = await fetch(`${origin}/api/shop-products`);
  const body = await response.json();
  const first = (body.content ?? [])[0];
  if (!first) throw new Error('The seeded catalogue has no shop product');
  return `/shop-products/${first.id}`;
}

if (!values['skip-build']) run('npm', ['run', 'build']);

const { dataDir, env } = throwawayServerEnv(port, 'bench', { LOG_LEVEL: 'warn' });
const server = spawn(process.execPath, ['--conditions=production', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
let chrome;
try {
  await waitForServer(server);
  const pages = values.pages
    ? values.pages.split(',')
    : ['/', '/shop-products', await firstShopProductPath(), '/login'];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-extensions',
      '--no-first-run',
    ],
  });
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const page of pages) {
    const samples = [];
    for (let attempt = 1; attempt <= runs; attempt += 1) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, not counted.
      let result;
      for (let tries = 1; tries <= 3; tries += 1) {
        result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result.lhr.runtimeError) break;
        console.warn(`${page}: Lighthouse failed (${result.lhr.runtimeError.code}), run again`);
      }
      const { lhr, report } = result;
      const slug = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-');
      writeFileSync(join(outDir, `${slug}-${attempt}.json`), report);
      if (values.trace)
        writeFileSync(join(outDir, `${slug}-${attempt}.trace.json`), JSON.stringify(result.artifacts.Trace));
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        weight: audit('total-byte-weight'),
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      page,
      Performance: pick('performance'),
      FCP: `${(pick('fcp') / 1000).toFixed(1)} s`,
      LCP: `${(pick('lcp') / 1000).toFixed(1)} s`,
      TBT: `${Math.round(pick('tbt'))} ms`,
      CLS: pick('cls').toFixed(3),
      Accessibility: pick('accessibility'),
      'Page weight': `${Math.round(pick('weight') / 1024)} KiB`,
      runs: samples.length,
    });
    console.log(`${page}: ${JSON.stringify(rows.at(-1))}`);
  }
  console.log(`\nLighthouse mobile, median of ${runs} run(s) per page; reports in ${outDir}`);
  console.table(rows);
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
