/**
 * The server's start-up, timed by phase (`npm run bench:start` prints the breakdown from the start-up log line).
 * `performance.now()` counts from the process's start, so the first phase, `load`, is Node's start and the
 * loading of the server's modules before `start-server.ts` runs.
 */
export type StartupTimer = {
  /** Runs one phase of start-up and records how long it took. */
  phase<T>(name: string, step: () => Promise<T>): Promise<T>;
  /** Every phase's milliseconds in order, and the total since the process started. */
  summary(): { phasesMs: Record<string, number>; totalMs: number };
};

export function startStartupTimer(now: () => number = () => performance.now()): StartupTimer {
  const phasesMs: Record<string, number> = { load: Math.round(now()) };
  return {
    async phase(name, step) {
      const started = now();
      try {
        return await step();
      } finally {
        phasesMs[name] = Math.round(now() - started);
      }
    },
    summary: () => ({ phasesMs: { ...phasesMs }, totalMs: Math.round(now()) }),
  };
}
