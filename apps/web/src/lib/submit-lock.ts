import { useCallback, useEffect, useState } from 'react';

/** How long a form's submit button stays disabled after a successful save (spec: 3 seconds). */
export const SUBMIT_LOCK_MS = 3000;

// When the last save happened, kept across pages: a form is usually left at once after a save, and the
// lock must still hold if the member comes straight back to a form.
let lastSavedAt = Number.NEGATIVE_INFINITY;

function lockRemainingMs(): number {
  return Math.max(0, lastSavedAt + SUBMIT_LOCK_MS - Date.now());
}

/** Forgets the last save (for tests, which share one module between cases). */
export function resetSubmitLock(): void {
  lastSavedAt = Number.NEGATIVE_INFINITY;
}

/** Whether submit is still locked after the last save; `lock()` after a save, it unlocks itself. */
export function useSubmitLock(): { isLocked: boolean; lock: () => void } {
  const [isLocked, setIsLocked] = useState(() => lockRemainingMs() > 0);
  useEffect(() => {
    if (!isLocked) return;
    const timer = window.setTimeout(() => setIsLocked(false), lockRemainingMs());
    return () => window.clearTimeout(timer);
  }, [isLocked]);
  const lock = useCallback(() => {
    lastSavedAt = Date.now();
    setIsLocked(true);
  }, []);
  return { isLocked, lock };
}
