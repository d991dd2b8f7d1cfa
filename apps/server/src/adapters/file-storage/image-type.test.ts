import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('detectImageType', () => {
  it.each([
    [bytes(0x89, 'PNG\r\n\x1a\n', 0), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xdb), 'image/jpeg'],
    [bytes('GIF89a', 1, 0), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %#', (input, type) => {
    expect(detectImageType(input)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is text')],
    ['truncated PNG', bytes(0x89, 'PNG')],
    ['RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_label, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
