import { describe, expect, it } from 'vitest';
import { keywordSchema } from './query-params.ts';

describe('keywordSchema', () => {
  it('trims, and treats a blank keyword as none', () => {
    expect(keywordSchema.parse('  lightstick ')).toBe('lightstick');
    expect(keywordSchema.parse('   ')).toBeUndefined();
    expect(keywordSchema.parse(undefined)).toBeUndefined();
  });

  it('drops control characters such as NUL, which the database cannot store', () => {
    expect(keywordSchema.parse('a\u0000b')).toBe('a b');
    expect(keywordSchema.parse('\u0000\u001f\u007f')).toBeUndefined();
    expect(keywordSchema.parse('tab\there')).toBe('tab here');
  });

  it('refuses a keyword over 100 characters', () => {
    expect(keywordSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(keywordSchema.safeParse('a'.repeat(101)).error?.issues[0]?.message).toBe(
      'Keyword is too long (max. 100)',
    );
  });
});
