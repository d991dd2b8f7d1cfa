import { describe, expect, it } from 'vitest';
import { trimBoth, trimTrailing } from './text.ts';

describe('trimTrailing and trimBoth', () => {
  it('remove runs of one character at the ends only', () => {
    expect(trimTrailing('http://host///', '/')).toBe('http://host');
    expect(trimTrailing('abc', '/')).toBe('abc');
    expect(trimTrailing('///', '/')).toBe('');
    expect(trimBoth('--a-b--', '-')).toBe('a-b');
    expect(trimBoth('-', '-')).toBe('');
  });
});
