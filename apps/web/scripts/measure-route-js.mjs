#!/usr/bin/env node
/**
 * Sums the gzip size of the JavaScript a first visit to a route loads: the entry chunk(s) of index.html,
 * the route's lazy chunk, and every chunk they import statically (lazy imports are not followed).
 *
 * Usage (after `npm run build -w @fanship/web`):
 *   node apps/web/scripts/measure-route-js.mjs <route chunk name prefix> [dist dir]
 *   e.g. node apps/web/scripts/measure-route-js.mjs shop-products
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [prefix, distArgument] = process.argv.slice(2);
if (!prefix) {
  console.error('Usage: measure-route-js.mjs <route chunk name prefix> [dist dir]');
  process.exit(2);
}
const dist = distArgument ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = join(dist, 'assets');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namePattern = new RegExp(`^${escaped}-[A-Za-z0-9_-]{8}\\.js$`);
let routeChunks = readdirSync(assets).filter((file) => namePattern.test(file));
if (routeChunks.length > 1) {
  // Two pages may share a file name (e.g. a staff screen); the route's chunk is the one the router imports lazily.
  const entryText = entries.map((entry) => readFileSync(join(assets, entry), 'utf8')).join('\n');
  routeChunks = routeChunks.filter((file) => new RegExp(`import\\([\`"']\\./${file}`).test(entryText));
}
if (routeChunks.length !== 1) {
  console.error(`Expected one chunk named ${prefix}-<hash>.js, found: ${routeChunks.join(', ') || 'none'}`);
  process.exit(1);
}

const staticImport = /(?:import|export)\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  for (const match of readFileSync(join(assets, file), 'utf8').matchAll(staticImport)) walk(match[1]);
}
for (const entry of entries) walk(entry);
walk(routeChunks[0]);

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  total += size;
  console.log(`${file.padEnd(44)} ${(size / 1024).toFixed(1)} KB`);
}
console.log(`TOTAL gzip JS for the ${prefix} route: ${(total / 1024).toFixed(1)} KB over ${seen.size} files`);
