import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type UploadTracker = { pendingCount: number; change: (delta: number) => void };

const UploadTrackerContext = createContext<UploadTracker | null>(null);

/** Counts the uploads still running inside a form, so the form can wait for them before saving. */
export function UploadTrackerProvider({ children }: { children: (pendingCount: number) => ReactNode }) {
  const [pendingCount, setPendingCount] = useState(0);
  const change = useCallback((delta: number) => setPendingCount((count) => Math.max(0, count + delta)), []);
  const value = useMemo(() => ({ pendingCount, change }), [pendingCount, change]);
  return (
    <UploadTrackerContext.Provider value={value}>{children(pendingCount)}</UploadTrackerContext.Provider>
  );
}

/** Reports an upload starting (+1) or ending (-1) to the surrounding form, if there is one. */
export function useUploadTracker(): (delta: number) => void {
  return useContext(UploadTrackerContext)?.change ?? noop;
}

function noop() {}
