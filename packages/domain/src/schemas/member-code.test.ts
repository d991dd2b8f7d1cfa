import { describe, expect, it } from 'vitest';
import { issuesOf, parseValid } from '../test/issues.ts';
import {
  isMemberCode,
  MEMBER_CODE_ALPHABET,
  MEMBER_CODE_LENGTH,
  memberCodeFromBytes,
  memberCodeMessages,
  memberCodeSchema,
} from './member-code.ts';

describe('MEMBER_CODE_ALPHABET', () => {
  it('is A-Z then 0-9, each once', () => {
    expect(MEMBER_CODE_ALPHABET).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(new Set(MEMBER_CODE_ALPHABET).size).toBe(36);
    expect(MEMBER_CODE_LENGTH).toBe(7);
  });
});

describe('isMemberCode', () => {
  it.each(['ABC1234', '0000000', 'ZZZZZZZ', '9A8B7C6'])('accepts %j', (code) => {
    expect(isMemberCode(code)).toBe(true);
  });

  it.each(['abc1234', 'ABC123', 'ABC12345', 'ABC 123', ' ABC1234', 'ABC1234 ', 'ABC-123', 'ÀBC1234', ''])(
    'refuses %j',
    (code) => {
      expect(isMemberCode(code)).toBe(false);
    },
  );
});

describe('memberCodeFromBytes', () => {
  it('maps each byte to the alphabet modulo 36', () => {
    expect(memberCodeFromBytes(Uint8Array.of(0, 1, 2, 3, 4, 5, 6))).toBe('ABCDEFG');
    expect(memberCodeFromBytes(Uint8Array.of(25, 26, 35, 36, 255, 71, 72))).toBe('Z09AD9A');
  });

  it('uses only the first 7 bytes of a longer input', () => {
    expect(memberCodeFromBytes(Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 1, 2, 3))).toBe('AAAAAAA');
  });

  it('produces 7 characters of A-Z and 0-9 for every byte value', () => {
    for (let byte = 0; byte <= 255; byte++) {
      const code = memberCodeFromBytes(new Uint8Array(7).fill(byte));
      expect(code).toMatch(/^[A-Z0-9]{7}$/);
      expect(isMemberCode(code)).toBe(true);
    }
  });

  it.each([0, 1, 6])('throws on %i bytes', (length) => {
    expect(() => memberCodeFromBytes(new Uint8Array(length))).toThrow(
      'memberCodeFromBytes needs 7 random bytes',
    );
  });
});

describe('memberCodeSchema', () => {
  it('uses the spec messages', () => {
    expect(memberCodeMessages).toEqual({
      required: 'ID is required',
      length: 'ID must be 7 characters',
      format: 'ID must be 7 characters consisting of letters and numbers',
    });
  });

  it('accepts and trims a member code', () => {
    expect(parseValid(memberCodeSchema, '  ABC1234\n')).toBe('ABC1234');
  });

  it('reports a missing, short and malformed code in that order of rules', () => {
    expect(issuesOf(memberCodeSchema, undefined)).toEqual([{ path: '', message: 'ID is required' }]);
    expect(issuesOf(memberCodeSchema, '').map((issue) => issue.message)[0]).toBe('ID is required');
    expect(issuesOf(memberCodeSchema, 'AB12').map((issue) => issue.message)).toEqual([
      'ID must be 7 characters',
      'ID must be 7 characters consisting of letters and numbers',
    ]);
    expect(issuesOf(memberCodeSchema, 'ab12345').map((issue) => issue.message)).toEqual([
      'ID must be 7 characters consisting of letters and numbers',
    ]);
  });
});
