import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshServerBundle } from './server-bundle.ts';

let root: string;
let dist: URL;

/** Writes a file of the fake repository with its modification time `seconds` after the epoch. */
function write(path: string, seconds: number): void {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '');
  utimesSync(file, seconds, seconds);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  dist = pathToFileURL(`${root}/apps/server/dist/`);
  write('apps/server/dist/.tsbuildinfo', 100);
  write('packages/db/dist/.tsbuildinfo', 100);
  write('packages/domain/dist/.tsbuildinfo', 100);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('freshServerBundle', () => {
  it('is the bundle when it was made after the last tsc build of each package', () => {
    write('apps/server/dist/server-bundle.js', 200);
    expect(freshServerBundle(dist)?.href).toBe(`${dist.href}server-bundle.js`);
  });

  it('is none without a bundle', () => {
    expect(freshServerBundle(dist)).toBeUndefined();
  });

  it('is none when a package was built again after the bundle (a bare tsc build)', () => {
    write('apps/server/dist/server-bundle.js', 200);
    write('packages/db/dist/.tsbuildinfo', 300);
    expect(freshServerBundle(dist)).toBeUndefined();
  });
});
