import { describe, expect, it } from 'vitest';
import { parseValid } from '../test/issues.ts';
import { decodeSliceCursor, encodeSliceCursor, pageSizeSchema, sliceCursorSchema } from './paging.ts';

describe('slice cursors', () => {
  it('round-trips a [createdAt, id] key and an [id] key', () => {
    const key = ['2025-03-01T10:00:00.123Z', 42] as [string, number];
    const cursor = encodeSliceCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSliceCursor(cursor, ['timestamp', 'integer'])).toEqual(key);
    expect(decodeSliceCursor(encodeSliceCursor([7]), ['integer'])).toEqual([7]);
  });

  it('round-trips text with non-ASCII characters', () => {
    const cursor = encodeSliceCursor(['방탄소년단 앨범', 3]);
    expect(decodeSliceCursor(cursor, ['text', 'integer'])).toEqual(['방탄소년단 앨범', 3]);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$%^'],
    ['impossible length', 'abcde'],
    ['not JSON', btoa('not json!').replace(/=+$/, '')],
    ['too long', 'A'.repeat(201)],
  ])('returns null for a %s cursor', (_, cursor) => {
    expect(decodeSliceCursor(cursor, ['integer'])).toBeNull();
  });

  it('returns null when the key does not have the expected shape', () => {
    expect(decodeSliceCursor(encodeSliceCursor([1, 2]), ['integer'])).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['1']), ['integer'])).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor([1.5]), ['integer'])).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['yesterday', 1]), ['timestamp', 'integer'])).toBeNull();
    expect(decodeSliceCursor(btoa('{"id":1}').replace(/=+$/, ''), ['integer'])).toBeNull();
  });

  it('returns null for keys the database cannot hold', () => {
    const timestampAndId = ['timestamp', 'integer'] as const;
    expect(decodeSliceCursor(encodeSliceCursor([2_147_483_647]), ['integer'])).toEqual([2_147_483_647]);
    expect(decodeSliceCursor(encodeSliceCursor([2_147_483_648]), ['integer'])).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor([-2_147_483_649]), ['integer'])).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['2028-02-29T00:00:00Z', 1]), timestampAndId)).not.toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['2026-02-29T00:00:00Z', 1]), timestampAndId)).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['2026-04-31T00:00:00Z', 1]), timestampAndId)).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['0000-01-01T00:00:00Z', 1]), timestampAndId)).toBeNull();
    expect(decodeSliceCursor(encodeSliceCursor(['a\u0000b', 1]), ['text', 'integer'])).toBeNull();
  });

  it('accepts an absent or empty cursor and refuses a long or foreign one', () => {
    expect(sliceCursorSchema.safeParse(undefined).data).toBeUndefined();
    expect(sliceCursorSchema.safeParse('').data).toBeUndefined();
    expect(sliceCursorSchema.safeParse('A'.repeat(201)).success).toBe(false);
    expect(sliceCursorSchema.safeParse('a+b/c=').success).toBe(false);
  });
});

describe('pageSizeSchema', () => {
  it('defaults to 20 and clamps absurd sizes to 1..60', () => {
    expect(parseValid(pageSizeSchema, undefined)).toBe(20);
    expect(parseValid(pageSizeSchema, '')).toBe(20);
    expect(parseValid(pageSizeSchema, '0')).toBe(1);
    expect(parseValid(pageSizeSchema, '-5')).toBe(1);
    expect(parseValid(pageSizeSchema, '1000000')).toBe(60);
    expect(parseValid(pageSizeSchema, '35')).toBe(35);
  });

  it('refuses a size that is not a number', () => {
    expect(pageSizeSchema.safeParse('lots').error?.issues[0]?.message).toBe('Page size must be a number');
  });
});
