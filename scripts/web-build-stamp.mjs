/**
 * The web build's stamp: a hash of everything the web build reads, written into `apps/web/dist` after a build.
 * `npm start` (scripts/build-changed.mjs) skips the web build when the stamp matches the inputs and every output
 * the server serves is there; any changed, added or removed input file rebuilds. The stamp lives inside `dist`,
 * so deleting the build also deletes the stamp.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web build reads, relative to the repository root (the web app imports the domain package as source). */
export const webBuildInputs = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** What the server serves from a web build (apps/server/src/plugins/web-app.ts), relative to the root. */
export const webBuildOutputs = [
  'apps/web/dist/index.html',
  'apps/web/dist/prerendered.json',
  'apps/web/dist/route-preloads.json',
  'apps/web/ssr-dist/prerender.js',
];

export const webBuildStampFile = 'apps/web/dist/.build-stamp';

function listFiles(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, `${path}/${name}`));
}

/** One hash over every input file's path and content; a missing input counts as such. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const files = listFiles(root, input);
    if (files.length === 0) hash.update(`missing ${input}\0`);
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when the outputs are all there and the stamp was written for exactly these inputs. */
export function isBuildCurrent(root, { inputs, outputs, stampFile }) {
  const stamp = join(root, stampFile);
  if (!existsSync(stamp) || !outputs.every((output) => existsSync(join(root, output)))) return false;
  return readFileSync(stamp, 'utf8').trim() === hashInputs(root, inputs);
}

/** Records the inputs' hash taken before the build: an input edited during the build rebuilds next time. */
export function writeStamp(root, stampFile, inputsHash) {
  writeFileSync(join(root, stampFile), `${inputsHash}\n`);
}
