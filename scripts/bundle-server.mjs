#!/usr/bin/env node
/**
 * Bundles the built server (`apps/server/dist/start-server.js`, from tsc) into one file,
 * `apps/server/dist/server-bundle.js`, which `main.ts` loads when it is there. Node resolves each imported module
 * on its own, and for a module of drizzle-orm (whose package.json lists ~180 KB of exports, parsed again per
 * module) or one importing it that cost about half a second of each start. The bundle holds the workspace
 * packages, drizzle-orm, and zod with fastify-type-provider-zod (together: the provider must see the schemas' own
 * zod, and no other package imports zod). Every other package stays an import of node_modules: CommonJS packages,
 * and those that read files beside their code (PGlite's wasm, swagger-ui's assets, pino's workers).
 *
 * Skipped when the bundle's stamp matches its inputs (scripts/web-build-stamp.mjs does the same for the web app).
 * main.js runs the bundle only if it is newer than the packages' tsc builds (a bare `tsc` build since leaves it
 * stale).
 * Usage: node scripts/bundle-server.mjs (run by `npm run build -w @fanship/server` and `npm start`).
 */
import { readdirSync, rmSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashInputs, isBuildCurrent, writeStamp } from './web-build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}apps/server/dist`;

/**
 * The packages bundled with the server's own code; all others are imported from node_modules at run time. A package
 * added here must not also be imported by one left out (two copies of it would be loaded).
 */
export const bundledPackages = ['drizzle-orm', 'zod', 'fastify-type-provider-zod'];

/** What the bundle is made from: the tsc builds of the three packages, and the installed packages' versions. */
export const serverBundle = {
  inputs: [
    'apps/server/src',
    'packages/db/src',
    'packages/db/migrations',
    'packages/domain/src',
    'apps/server/package.json',
    'packages/db/package.json',
    'packages/domain/package.json',
    'package-lock.json',
    'scripts/bundle-server.mjs',
  ],
  outputs: ['apps/server/dist/server-bundle.js'],
  stampFile: 'apps/server/dist/.bundle-stamp',
};

/** Whether an import stays an import of node_modules at run time. */
export function isExternal(id) {
  const isBare = !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);
  if (!isBare || id.startsWith('@fanship/')) return false;
  return !bundledPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * A module's `import.meta.url` keeps naming its own file (the migrations folder, the web build): rewritten to
 * the file's address relative to the bundle, so the repository can still be moved as a whole.
 */
export function ownImportMetaUrl(bundleFolder) {
  return {
    name: 'own-import-meta-url',
    transform(code, id) {
      if (!code.includes('import.meta.url') || !id.startsWith('/')) return undefined;
      const path = relative(bundleFolder, id);
      return code.replaceAll('import.meta.url', `new URL(${JSON.stringify(path)}, import.meta.url).href`);
    },
  };
}

/** The bundle and its chunks: files of `dist` itself, so each module's relative paths hold as they were. */
const isBundleFile = (name) => name === 'server-bundle.js' || name.startsWith('server-bundle-chunk-');

/** Bundles `start` (the built start-server.js) into `folder`/server-bundle.js and its chunks. */
export async function bundleServer(folder = dist, start = `${dist}/start-server.js`) {
  const { build } = await import('rolldown');
  for (const name of readdirSync(folder).filter(isBundleFile)) rmSync(join(folder, name));
  await build({
    input: { 'server-bundle': start },
    platform: 'node',
    cwd: root,
    external: isExternal,
    resolve: { conditionNames: ['production', 'node', 'import', 'default'] },
    plugins: [ownImportMetaUrl(folder)],
    // A module imported lazily (`await import('./…')`) becomes a chunk of its own, loaded when it is imported, so
    // the packages it imports stay out of the start too (one bundle file would import them all at start).
    output: { dir: folder, format: 'esm', chunkFileNames: 'server-bundle-chunk-[hash].js' },
    logLevel: 'warn',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (isBuildCurrent(root, serverBundle)) {
    // The tsc builds just ran on the same sources: the bundle is current, and newer than they are says so to
    // main.ts (apps/server/src/lib/server-bundle.ts), which runs a bundle older than a tsc build as stale.
    const now = new Date();
    utimesSync(join(root, serverBundle.outputs[0]), now, now);
    console.log('Server bundle: no input changed since the last bundle, skipped');
  } else {
    const started = performance.now();
    const inputsHash = hashInputs(root, serverBundle.inputs);
    await bundleServer();
    writeStamp(root, serverBundle.stampFile, inputsHash);
    console.log(`Server bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
