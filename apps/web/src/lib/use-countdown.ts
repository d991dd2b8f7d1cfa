import { useCallback, useEffect, useState } from 'react';

/** Seconds left on a countdown that start(seconds) begins; 0 when idle. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const isRunning = secondsLeft > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, isRunning, start };
}
