import { jobSchedules, signInThrottles } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSeconds } from '../lib/clock.ts';
import { setupTestApps } from '../test/app.ts';
import { backgroundJobs } from './background-jobs.ts';
import { type Job, runDueJobs, startJobRunner } from './job-runner.ts';

const { start } = setupTestApps();

/** A job that counts its runs (and fails when told to). */
function countingJob(name: string, everySeconds: number, failWith?: string) {
  const runs: Date[] = [];
  const job: Job = {
    name,
    everySeconds,
    run: async (now) => {
      runs.push(now);
      if (failWith) throw new Error(failWith);
      return `run ${runs.length}`;
    },
  };
  return { job, runs };
}

describe('job runner', () => {
  it('runs each job when its time comes, once per period', async () => {
    const t = await start();
    const hourly = countingJob('test.hourly', 3600);
    const minutely = countingJob('test.minutely', 60);
    const options = { db: t.database.db, clock: t.clock, jobs: [hourly.job, minutely.job] };
    expect(await runDueJobs(options)).toEqual(['test.hourly', 'test.minutely']);
    expect(await runDueJobs(options)).toEqual([]);
    t.clock.advance(60);
    expect(await runDueJobs(options)).toEqual(['test.minutely']);
    t.clock.advance(3540);
    expect(await runDueJobs(options)).toEqual(['test.hourly', 'test.minutely']);
    expect([hourly.runs.length, minutely.runs.length]).toEqual([2, 3]);
  });

  it('runs a due job exactly once when many passes (or servers) look at the same moment', async () => {
    const t = await start();
    const daily = countingJob('test.daily', 86_400);
    const options = { db: t.database.db, clock: t.clock, jobs: [daily.job] };
    const passes = await Promise.all(Array.from({ length: 12 }, () => runDueJobs(options)));
    expect(passes.flat()).toEqual(['test.daily']);
    expect(daily.runs).toHaveLength(1);
  });

  it('runs a per-instance job on every instance, each on its own timetable, and shares no timetable row', async () => {
    const t = await start();
    const sweep = countingJob('test.sweep', 3600);
    sweep.job.perInstance = true;
    const instance = () => ({
      db: t.database.db,
      clock: t.clock,
      jobs: [sweep.job],
      instanceTimetable: new Map(),
    });
    const [a, b] = [instance(), instance()];
    expect([await runDueJobs(a), await runDueJobs(b)]).toEqual([['test.sweep'], ['test.sweep']]);
    expect([await runDueJobs(a), await runDueJobs(b)]).toEqual([[], []]);
    t.clock.advance(3600);
    expect(await runDueJobs(b)).toEqual(['test.sweep']);
    expect(sweep.runs).toHaveLength(3);
    const rows = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.sweep'));
    expect(rows).toEqual([]);
  });

  it('records a failed run, goes on with the other jobs and runs the failed one again next period', async () => {
    const t = await start();
    const failing = countingJob('test.failing', 60, 'The mail server is gone');
    const other = countingJob('test.other', 60);
    const errors: string[] = [];
    const options = {
      db: t.database.db,
      clock: t.clock,
      jobs: [failing.job, other.job],
      onError: (job: string, error: unknown) => errors.push(`${job}: ${(error as Error).message}`),
    };
    expect(await runDueJobs(options)).toEqual(['test.failing', 'test.other']);
    expect(errors).toEqual(['test.failing: The mail server is gone']);
    const [row] = await t.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, 'test.failing'));
    expect(row?.lastError).toBe('The mail server is gone');
    expect(row?.nextRunAt).toEqual(addSeconds(t.clock.now(), 60));
    t.clock.advance(60);
    expect(await runDueJobs(options)).toEqual(['test.failing', 'test.other']);
  });

  it('runs with the server in the background until stopped', async () => {
    const t = await start();
    const job = countingJob('test.background', 3600);
    const runner = startJobRunner({ db: t.database.db, clock: t.clock, jobs: [job.job], tickSeconds: 3600 });
    await expect.poll(() => job.runs.length).toBe(1);
    await runner.stop();
  });
});

describe('background jobs', () => {
  it('forget sign-in failure counts that no longer hold anything back, and keep the others', async () => {
    const t = await start();
    const now = t.clock.now();
    const old = addSeconds(now, -2 * 86_400);
    await t.database.db.insert(signInThrottles).values([
      { accountKey: 'name:settled', failures: 3, lastFailedAt: old },
      { accountKey: 'name:lock-ended', failures: 9, lastFailedAt: old, lockedUntil: addSeconds(now, -60) },
      { accountKey: 'name:still-locked', failures: 9, lastFailedAt: old, lockedUntil: addSeconds(now, 600) },
      { accountKey: 'name:recent', failures: 2, lastFailedAt: addSeconds(now, -60) },
    ]);
    const jobs = backgroundJobs(t.app.appContext, undefined).filter(
      (job) => job.name === 'sign-in-throttles.prune',
    );
    const summaries: Array<string | undefined> = [];
    await runDueJobs({
      db: t.database.db,
      clock: t.clock,
      jobs,
      onRun: (_job, summary) => summaries.push(summary),
    });
    expect(summaries).toEqual(['2 settled counts deleted']);
    const left = await t.database.db.select({ key: signInThrottles.accountKey }).from(signInThrottles);
    expect(left.map((row) => row.key).sort()).toEqual(['name:recent', 'name:still-locked']);
  });
});
