import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=950-5000', { start: 950, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', 'bytes=a-b'])(
    'sends the whole file for %s',
    (header) => {
      expect(parseByteRange(header, 1000)).toBe('none');
    },
  );

  it('refuses a range past the end or an empty suffix', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });
});
