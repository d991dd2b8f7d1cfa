import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { patternsInSource, productPatterns } from './regex-safety.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** recheck's verdict: 'safe', or why a pattern can backtrack for long (its attack string's growth). */
function verdict(source: string, flags: string): string {
  // A fixed seed keeps the fuzzing part of the check the same on every run.
  const result = checkSync(source, flags, { timeout: 10_000, randomSeed: 20261123 });
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable') return `vulnerable: ${result.complexity.summary}`;
  return `unknown: ${result.error.kind}`;
}

describe('regular expressions (ReDoS)', () => {
  it('finds regex literals and RegExp calls, and flags a backtracking pattern', () => {
    const found = patternsInSource(
      'sample.ts',
      "const a = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\nconst b = new RegExp('^x+$', 'i');\nconst c = RegExp(name);",
    );
    expect(found.map(({ line, source, flags }) => [line, source, flags])).toEqual([
      [1, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', ''],
      [2, '^x+$', 'i'],
      [3, '<dynamic>', ''],
    ]);
    // The email pattern that froze the server: quadratic on 'a@' followed by many dots.
    expect(verdict(found[0]!.source, '')).toBe('vulnerable: 2nd degree polynomial');
    expect(verdict(found[1]!.source, 'i')).toBe('safe');
  });

  it('every pattern in the product runs in linear time', () => {
    const patterns = productPatterns(root);
    expect(patterns.length).toBeGreaterThan(30);
    const unsafe = patterns
      .map((pattern) => ({
        ...pattern,
        verdict:
          pattern.source === '<dynamic>' ? 'built at run time' : verdict(pattern.source, pattern.flags),
      }))
      .filter((pattern) => pattern.verdict !== 'safe')
      .map(({ file, line, source, verdict }) => `${file}:${line} /${source}/ ${verdict}`);
    expect(unsafe).toEqual([]);
  }, 120_000);
});
