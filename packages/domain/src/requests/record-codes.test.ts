import { describe, expect, it } from 'vitest';
import { formatRecordCode, isRecordCode, kstDay } from './record-codes.ts';

describe('record codes', () => {
  it('date a code by the Korean calendar day (UTC+9), whatever the server clock zone', () => {
    expect(kstDay(new Date('2026-11-22T14:59:59.999Z'))).toBe('261122');
    expect(kstDay(new Date('2026-11-22T15:00:00Z'))).toBe('261123');
    expect(kstDay(new Date('2026-12-31T15:00:00Z'))).toBe('270101');
    expect(kstDay(new Date('2030-02-28T16:00:00Z'))).toBe('300301');
  });

  it('write the prefix, the day and a sequence of at least four digits', () => {
    expect(formatRecordCode('OF', '261123', 1)).toBe('OF2611230001');
    expect(formatRecordCode('PK', '261122', 7)).toBe('PK2611220007');
    expect(formatRecordCode('OR', '261122', 9999)).toBe('OR2611229999');
    expect(formatRecordCode('OR', '261122', 10_000)).toBe('OR26112210000');
    expect(() => formatRecordCode('OF', '261123', 0)).toThrow('A record sequence starts at 1, got 0');
  });

  it('tell a code of a kind from any other text', () => {
    expect(isRecordCode('OF', 'OF2611230001')).toBe(true);
    expect(isRecordCode('OF', 'OF26112310000')).toBe(true);
    expect(isRecordCode('OF', 'PK2611230001')).toBe(false);
    expect(isRecordCode('OF', 'OF261123001')).toBe(false);
    expect(isRecordCode('OF', 'OF2611230O01')).toBe(false);
    expect(isRecordCode('OF', `OF${'1'.repeat(19)}`)).toBe(false);
    expect(isRecordCode('OF', '12')).toBe(false);
  });
});
