import type { Database } from '@fanship/db/client';
import { jobSchedules } from '@fanship/db/schema';
import { and, eq, lte } from 'drizzle-orm';
import { addSeconds, type Clock } from '../lib/clock.ts';

/** A background job: what it does and how often. `run` answers a short summary for the log, if any. */
export type Job = {
  name: string;
  everySeconds: number;
  run: (now: Date) => Promise<string | undefined>;
  /**
   * The job tends what only this process holds (its own disk): every instance runs it on its own timetable, kept in
   * `JobRunnerOptions.instanceTimetable`, rather than one instance taking each run from the shared one.
   */
  perInstance?: boolean;
};

export type JobRunnerOptions = {
  db: Database;
  clock: Clock;
  jobs: Job[];
  /** How often the runner looks for a due job. */
  tickSeconds: number;
  onRun?: (jobName: string, summary: string | undefined) => void;
  onError?: (jobName: string, error: unknown) => void;
  /** When each per-instance job is next due in this process (ms since the epoch); none yet means due now. */
  instanceTimetable?: Map<string, number>;
};

/**
 * Takes the job's run that is due at `now`, if no server has taken it: the timetable row moves to the next run
 * in the same statement that checks it is due, so of several servers (or passes) exactly one gets each run.
 */
async function takeRun(db: Database, job: Job, now: Date): Promise<boolean> {
  await db.insert(jobSchedules).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
  const taken = await db
    .update(jobSchedules)
    .set({ nextRunAt: addSeconds(now, job.everySeconds), lastStartedAt: now })
    .where(and(eq(jobSchedules.name, job.name), lte(jobSchedules.nextRunAt, now)))
    .returning({ name: jobSchedules.name });
  return taken.length === 1;
}

/** Takes a per-instance job's run when this process's timetable says it is due. */
function takeInstanceRun(timetable: Map<string, number>, job: Job, now: Date): boolean {
  if ((timetable.get(job.name) ?? 0) > now.getTime()) return false;
  timetable.set(job.name, addSeconds(now, job.everySeconds).getTime());
  return true;
}

/** Runs every job whose time has come (one after the other); answers the names of the jobs it ran. */
export async function runDueJobs(options: Omit<JobRunnerOptions, 'tickSeconds'>): Promise<string[]> {
  const { db, clock, jobs } = options;
  const instanceTimetable = options.instanceTimetable ?? new Map<string, number>();
  const ran: string[] = [];
  for (const job of jobs) {
    if (job.perInstance) {
      if (!takeInstanceRun(instanceTimetable, job, clock.now())) continue;
      ran.push(job.name);
      try {
        const summary = await job.run(clock.now());
        options.onRun?.(job.name, summary);
      } catch (error) {
        options.onError?.(job.name, error);
      }
      continue;
    }
    if (!(await takeRun(db, job, clock.now()))) continue;
    ran.push(job.name);
    let lastError: string | null = null;
    try {
      const summary = await job.run(clock.now());
      options.onRun?.(job.name, summary);
    } catch (error) {
      lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      options.onError?.(job.name, error);
    }
    await db
      .update(jobSchedules)
      .set({ lastFinishedAt: clock.now(), lastError })
      .where(eq(jobSchedules.name, job.name));
  }
  return ran;
}

/**
 * Runs the jobs in the background with the server, every `tickSeconds` looking for due ones, until stopped;
 * `stop()` waits for the pass under way. A pass that fails (the database is gone) is reported and retried at
 * the next tick.
 */
export function startJobRunner(options: JobRunnerOptions): { stop: () => Promise<void> } {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const instanceTimetable = options.instanceTimetable ?? new Map<string, number>();
  const tick = () => {
    running = runDueJobs({ ...options, instanceTimetable })
      .catch((error: unknown) => options.onError?.('job runner', error))
      .finally(() => {
        if (!isStopped) timer = setTimeout(tick, options.tickSeconds * 1000);
      });
  };
  tick();
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
