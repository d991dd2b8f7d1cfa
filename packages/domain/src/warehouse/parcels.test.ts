import { describe, expect, it } from 'vitest';
import { parcelMessages, scannedTrackingNumberSchema } from './parcels.ts';

const messageOf = (value: string) => scannedTrackingNumberSchema.safeParse(value).error?.issues[0]?.message;

describe('a tracking number scanned at the desk', () => {
  it('takes carriers’ numbers, trimmed and upper-cased', () => {
    expect(scannedTrackingNumberSchema.parse(' 612345678901 ')).toBe('612345678901');
    expect(scannedTrackingNumberSchema.parse('ee123456789kr')).toBe('EE123456789KR');
    expect(scannedTrackingNumberSchema.parse('E2E1A2B3C4D')).toBe('E2E1A2B3C4D');
  });

  it('refuses what cannot be one: too short, or no digit', () => {
    expect(messageOf('AB')).toBe(parcelMessages.trackingImplausible);
    expect(messageOf('1234567')).toBe(parcelMessages.trackingImplausible);
    expect(messageOf('ABCDEFGHIJ')).toBe(parcelMessages.trackingImplausible);
  });

  it('keeps the stored rule’s messages first', () => {
    expect(messageOf('')).toBe(parcelMessages.trackingRequired);
    expect(messageOf('CJ-12345678')).toBe(parcelMessages.trackingPattern);
    expect(messageOf('1'.repeat(21))).toBe(parcelMessages.trackingTooLong);
  });
});
