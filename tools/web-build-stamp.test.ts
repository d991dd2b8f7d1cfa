import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, isBuildCurrent, writeStamp } from '../scripts/web-build-stamp.mjs';

const files = {
  inputs: ['web/src', 'web/index.html', 'lock.json'],
  outputs: ['web/dist/index.html'],
  stampFile: 'web/dist/.stamp',
};
let root: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A finished build: the outputs written and the stamp taken over the inputs as they are now. */
function build(): void {
  write('web/dist/index.html', '<html></html>');
  writeStamp(root, files.stampFile, hashInputs(root, files.inputs));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-build-stamp-'));
  write('web/src/main.tsx', 'render()');
  write('web/src/pages/home.tsx', 'home');
  write('web/index.html', '<div id="root"></div>');
  write('lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build stamp', () => {
  it('skips the build when no input changed since the last build', () => {
    build();
    expect(isBuildCurrent(root, files)).toBe(true);
  });

  it('builds when there was no build yet, or an output is gone', () => {
    expect(isBuildCurrent(root, files)).toBe(false);
    build();
    rmSync(join(root, 'web/dist/index.html'));
    expect(isBuildCurrent(root, files)).toBe(false);
  });

  it('rebuilds when a file changes, is added, is removed or is renamed', () => {
    const changes = [
      () => write('web/src/pages/home.tsx', 'home!'),
      () => write('web/src/pages/new.tsx', 'new'),
      () => rmSync(join(root, 'web/src/pages/new.tsx')),
      () => rmSync(join(root, 'web/src/pages/home.tsx')),
      () => write('web/src/pages/house.tsx', 'home'),
      () => write('lock.json', '{"v":2}'),
      () => rmSync(join(root, 'web/index.html')),
    ];
    build();
    for (const change of changes) {
      change();
      expect(isBuildCurrent(root, files)).toBe(false);
      build();
      expect(isBuildCurrent(root, files)).toBe(true);
    }
  });

  it('rebuilds next time when an input changed while the build ran', () => {
    const before = hashInputs(root, files.inputs);
    write('web/src/main.tsx', 'render(edited)');
    write('web/dist/index.html', '<html></html>');
    writeStamp(root, files.stampFile, before);
    expect(isBuildCurrent(root, files)).toBe(false);
  });
});
