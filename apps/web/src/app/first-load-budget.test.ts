// @vitest-environment node
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { RoutePreload } from '../../build/vite-plugins.ts';
import { ENTRY_JS_BUDGET_KB, FIRST_VISIT_JS_BUDGET_KB, publicRoutes } from './public-routes.ts';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Modules of member-only screens and the staff console: never part of a visitor's first visit. */
const memberOnlyModule =
  /\/src\/(features\/(staff|staff-catalogue|staff-requests|requests|ofm|incomings|addresses|profile|credit|payments|splits)\/|features\/cart\/components\/cart-view|app\/(member-routes|routes\/(staff-|profile|address-|cart\.|ofm|incoming|split|charges|invoice|payment-)))/;

/** Builds the web app in memory and returns, per public page, the JavaScript files a first visit loads. */
async function firstVisitFiles() {
  // Vitest runs with NODE_ENV=test, under which the libraries' development builds would be bundled.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const output = (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]).flatMap(
    (bundle) => bundle.output,
  );
  const chunks = new Map(
    output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const preloadsFile = output.find((file) => file.fileName === 'route-preloads.json');
  if (preloadsFile?.type !== 'asset') throw new Error('The build wrote no route-preloads.json');
  const preloads = JSON.parse(String(preloadsFile.source)).routes as RoutePreload[];
  const entryFiles = new Set<string>();
  const walk = (file: string) => {
    if (entryFiles.has(file)) return;
    entryFiles.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) walk(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName);
  const gzipKb = (files: Rolldown.OutputChunk[]) =>
    files.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0) / 1024;
  const entryKb = gzipKb([...entryFiles].flatMap((file) => chunks.get(file) ?? []));
  const pages = preloads.map((route) => {
    const files = [...entryFiles, ...route.js.map((href) => href.replace(/^\//, ''))];
    const found = files.map((file) => {
      const chunk = chunks.get(file);
      if (!chunk) throw new Error(`${route.path}: ${file} is not in the build`);
      return chunk;
    });
    // Each file gzipped on its own at level 9, as a browser downloads them (and as measure-route-js.mjs counts).
    return { path: route.path, gzipKb: gzipKb(found), moduleIds: found.flatMap((chunk) => chunk.moduleIds) };
  });
  return { entryKb, pages };
}

describe('first-visit JavaScript of the public pages (issue 8)', () => {
  it("stays within each page's budget and never includes member-only screens or the staff console", async () => {
    const { entryKb, pages } = await firstVisitFiles();
    console.log(`entry: ${Math.round(entryKb * 10) / 10} KB of ${ENTRY_JS_BUDGET_KB} KB`);
    expect(entryKb).toBeLessThanOrEqual(ENTRY_JS_BUDGET_KB);
    expect(pages.map((page) => page.path)).toEqual(publicRoutes.map((route) => route.path));
    const report = pages.map((page) => ({ path: page.path, gzipKb: Math.round(page.gzipKb * 10) / 10 }));
    console.log(
      report.map((page) => `${page.path}: ${page.gzipKb} KB of ${FIRST_VISIT_JS_BUDGET_KB} KB`).join('\n'),
    );
    expect(report.filter((page) => page.gzipKb > FIRST_VISIT_JS_BUDGET_KB)).toEqual([]);
    const leaks = pages.flatMap((page) =>
      page.moduleIds.filter((id) => memberOnlyModule.test(id)).map((id) => `${page.path}: ${id}`),
    );
    expect(leaks).toEqual([]);
  }, 180_000);
});
