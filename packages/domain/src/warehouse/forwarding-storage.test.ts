import { describe, expect, it } from 'vitest';
import { storageDays } from '../pricing/service-fees.ts';
import { freshStorage, pauseStorage, resumeStorage } from './forwarding-storage.ts';

const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);
const counted = (period: { startedAt: Date; endedAt: Date | null }, today: Date) =>
  storageDays(period.startedAt, period.endedAt ?? today);

describe('the storage count of a package a service takes', () => {
  const arrived = { startedAt: kst('2026-10-01', '15:30'), endedAt: null, freeDays: 45 };

  it('stops when an inclusion is requested', () => {
    const paused = pauseStorage(arrived, kst('2026-10-10'));
    expect(counted(paused, kst('2026-12-31'))).toBe(10);
    expect(pauseStorage(paused, kst('2026-10-20'))).toBe(paused);
  });

  it('resumes where it stopped when the request is cancelled', () => {
    const paused = pauseStorage(arrived, kst('2026-10-10'));
    const resumed = resumeStorage(paused, kst('2026-10-20', '09:00'));
    expect(resumed.endedAt).toBeNull();
    expect(counted(resumed, kst('2026-10-20', '23:59'))).toBe(10);
    expect(counted(resumed, kst('2026-10-21', '00:00'))).toBe(11);
    expect(counted(resumeStorage(paused, kst('2026-10-10', '23:00')), kst('2026-10-10', '23:30'))).toBe(10);
    expect(resumeStorage(arrived, kst('2026-10-20'))).toBe(arrived);
  });

  it('starts 45 new free days for a package a service made', () => {
    expect(freshStorage(kst('2026-11-01'))).toEqual({
      startedAt: kst('2026-11-01'),
      endedAt: null,
      freeDays: 45,
    });
    expect(freshStorage(kst('2026-11-01'), 60).freeDays).toBe(60);
  });
});
