import { describe, expect, it } from 'vitest';
import {
  detectVideoType,
  formatBytes,
  isVideoFileName,
  UNBOXING_NOTE_MAX,
  unboxingMessages,
  unboxingRequestSchema,
} from './unboxing.ts';

const messagesOf = (input: unknown) =>
  unboxingRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('unboxing request body', () => {
  it('takes priority, a trimmed note and the ticked agreement', () => {
    expect(
      unboxingRequestSchema.parse({ priority: true, memberNote: '  film the box ', agreement: true }),
    ).toEqual({
      priority: true,
      memberNote: 'film the box',
      agreement: true,
    });
    expect(unboxingRequestSchema.parse({ memberNote: 'x', agreement: true }).priority).toBe(false);
  });

  it('needs the agreement, with the spec message', () => {
    expect(messagesOf({ memberNote: 'x', agreement: false })).toEqual([unboxingMessages.agreementRequired]);
    expect(messagesOf({ memberNote: 'x' })).toEqual([unboxingMessages.agreementRequired]);
  });

  it('needs a note of at most 3000 characters', () => {
    expect(messagesOf({ memberNote: '   ', agreement: true })).toEqual([unboxingMessages.noteRequired]);
    expect(messagesOf({ agreement: true })).toEqual([unboxingMessages.noteRequired]);
    expect(messagesOf({ memberNote: 'a'.repeat(UNBOXING_NOTE_MAX), agreement: true })).toEqual([]);
    expect(messagesOf({ memberNote: 'a'.repeat(UNBOXING_NOTE_MAX + 1), agreement: true })).toEqual([
      unboxingMessages.noteTooLong,
    ]);
  });
});

describe('video type from the first bytes', () => {
  it('recognises MP4 by its ftyp box and WebM by its EBML header', () => {
    const mp4 = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
    expect(detectVideoType(mp4)).toBe('video/mp4');
    expect(detectVideoType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
  });

  it('refuses anything else, and too few bytes', () => {
    expect(detectVideoType(Buffer.from('hello world!'))).toBeNull();
    expect(detectVideoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectVideoType(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74]))).toBeNull();
    expect(detectVideoType(Buffer.alloc(0))).toBeNull();
  });

  it('lets the page choose videos by type or name', () => {
    expect(isVideoFileName({ name: 'box.MP4', type: '' })).toBe(true);
    expect(isVideoFileName({ name: 'clip', type: 'video/webm' })).toBe(true);
    expect(isVideoFileName({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });
});

it('formats limits as people read them', () => {
  expect(formatBytes(1024 ** 3)).toBe('1 GiB');
  expect(formatBytes(500 * 1024 ** 2)).toBe('500 MiB');
  expect(formatBytes(1536)).toBe('1.5 KiB');
  expect(formatBytes(100)).toBe('100 bytes');
});
