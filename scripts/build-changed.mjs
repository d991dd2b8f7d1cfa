#!/usr/bin/env node
/**
 * The build `npm start` runs: only what changed since the last build. The three TypeScript packages build with
 * `incremental` (their `dist/.tsbuildinfo`), so an unchanged package costs under a second, and the server bundle
 * (scripts/bundle-server.mjs) is skipped when its stamp matches its inputs; the web build (two
 * vite builds and pre-rendering) is skipped when its stamp matches its inputs (scripts/web-build-stamp.mjs).
 * A fresh clone has no `dist` anywhere and builds everything. `npm run build` still builds the web app always.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  hashInputs,
  isBuildCurrent,
  webBuildInputs,
  webBuildOutputs,
  webBuildStampFile,
  writeStamp,
} from './web-build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = performance.now();
const tsc = join(root, 'node_modules', '.bin', 'tsc');
for (const pkg of ['packages/domain', 'packages/db', 'apps/server']) {
  run(tsc, ['-p', `${pkg}/tsconfig.build.json`]);
}
run(process.execPath, [join(root, 'scripts', 'bundle-server.mjs')]);
const web = { inputs: webBuildInputs, outputs: webBuildOutputs, stampFile: webBuildStampFile };
if (isBuildCurrent(root, web)) {
  console.log('Web app: no input changed since the last build, build skipped');
} else {
  const inputsHash = hashInputs(root, webBuildInputs);
  run('npm', ['run', 'build', '-w', '@fanship/web']);
  writeStamp(root, webBuildStampFile, inputsHash);
}
console.log(`Build up to date in ${((performance.now() - started) / 1000).toFixed(1)} s`);
