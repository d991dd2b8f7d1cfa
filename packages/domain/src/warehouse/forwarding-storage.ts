/**
 * How the forwarding services move a package's storage count (docs/domain.md "Package" storage; spec "forwarding
 * and proxy purchase" §4 "Storage"): an inclusion request stops the count, cancelling it resumes the count where it
 * stopped, and a package a service makes (the inclusion's result, split packages) starts a new free period. Storage
 * is counted in Korean calendar days (`storageDays`); a period here is the package's `storageStartedAt`,
 * `storageEndedAt` and `freeStorageDuration`.
 */
import { DEFAULT_FREE_STORAGE_DAYS, kstDayNumber } from '../pricing/service-fees.ts';

export type StoragePeriod = { startedAt: Date; endedAt: Date | null; freeDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The count stops now (an inclusion is requested); a period already stopped keeps its end. */
export function pauseStorage(period: StoragePeriod, now: Date): StoragePeriod {
  return period.endedAt ? period : { ...period, endedAt: now };
}

/**
 * The count resumes where it stopped (the request was cancelled): the start moves on by the Korean days it was
 * stopped, so the days counted so far stay as they were (resumed on the day it stopped: nothing changes; the next
 * day counts one more). A period still counting is left as it is.
 */
export function resumeStorage(period: StoragePeriod, now: Date): StoragePeriod {
  if (!period.endedAt) return period;
  const stoppedDays = Math.max(0, kstDayNumber(now) - kstDayNumber(period.endedAt));
  return { ...period, startedAt: new Date(period.startedAt.getTime() + stoppedDays * DAY_MS), endedAt: null };
}

/** A new free period from now (45 days unless said otherwise): a package a service made, or an inclusion's result. */
export function freshStorage(now: Date, freeDays: number = DEFAULT_FREE_STORAGE_DAYS): StoragePeriod {
  return { startedAt: now, endedAt: null, freeDays };
}
