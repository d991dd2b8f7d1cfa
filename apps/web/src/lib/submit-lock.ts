import { useCallback, useEffect, useState } from 'react';

/** How long a form's submit button stays disabled after a successful save (spec: 3 seconds). */
export const SUBMIT_LOCK_MS = 3000;
/** How long it stays disabled after a failed submit, where a form asks for it (spec: OFM form, 1 second). */
export const SUBMIT_FAILURE_LOCK_MS = 1000;

// Until when submit is locked, kept across pages: a form is usually left at once after a save, and the
// lock must still hold if the member comes straight back to a form.
let lockedUntil = Number.NEGATIVE_INFINITY;

function lockRemainingMs(): number {
  return Math.max(0, lockedUntil - Date.now());
}

/** Forgets the last save (for tests, which share one module between cases). */
export function resetSubmitLock(): void {
  lockedUntil = Number.NEGATIVE_INFINITY;
}

/**
 * Whether submit is still locked after the last save; `lock()` after a save (3 s), `lock(SUBMIT_FAILURE_LOCK_MS)`
 * after a failure; it unlocks itself. A shorter lock never cuts a longer one still running.
 */
export function useSubmitLock(): { isLocked: boolean; lock: (durationMs?: number) => void } {
  const [until, setUntil] = useState(() => lockedUntil);
  const [isLocked, setIsLocked] = useState(() => lockRemainingMs() > 0);
  useEffect(() => {
    const remaining = until - Date.now();
    // A form drawn just before the lock ended (so it started locked) whose effect runs after it: unlock now, or
    // submit would stay disabled for good.
    if (remaining <= 0) {
      setIsLocked(false);
      return;
    }
    setIsLocked(true);
    const timer = window.setTimeout(() => setIsLocked(false), remaining);
    return () => window.clearTimeout(timer);
  }, [until]);
  const lock = useCallback((durationMs = SUBMIT_LOCK_MS) => {
    lockedUntil = Math.max(lockedUntil, Date.now() + durationMs);
    setUntil(lockedUntil);
    setIsLocked(true);
  }, []);
  return { isLocked, lock };
}
