import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const modules = resolve(here, '..');

/** The modules of request kinds; the paying code reaches none of them (docs/decisions/018-paying.md). */
const KIND_MODULES = ['ofm', 'incomings', 'claims', 'unboxing'];

/** Every production file the payments module reaches through relative imports, however indirectly. */
function reachedFiles(): string[] {
  const pending = readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(here, name));
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), path ?? '');
      if (existsSync(target)) pending.push(target);
    }
  }
  return [...seen].map((file) => relative(modules, file));
}

describe('the payments module', () => {
  it('names no kind of request: the payable kinds are handed in by the app root', () => {
    const reached = reachedFiles();
    expect(reached.some((file) => file.startsWith('payments/'))).toBe(true);
    expect(reached.filter((file) => KIND_MODULES.includes(file.split('/')[0] ?? ''))).toEqual([]);
  });
});
