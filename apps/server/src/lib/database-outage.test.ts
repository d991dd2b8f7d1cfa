import { addresses } from '@fanship/db/schema';
import { errorMessages } from '@fanship/domain/errors';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Job, startJobRunner } from '../jobs/job-runner.ts';
import { austinAddress } from '../test/addresses.ts';
import { setupTestApps, type TestApp } from '../test/app.ts';
import { type DatabaseAdmin, openDatabaseAdmin } from '../test/database-admin.ts';
import { createMemberWithRole } from '../test/roles.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

// Issue 20, point 0: a PostgreSQL restart (or failover, or maintenance) ended the process through an 'error' event
// nobody listened to. These tests do to the test's own database what a restart does, on PostgreSQL only.
const clusterUrl = process.env.TEST_DATABASE_URL;
const { start } = setupTestApps();

async function withAdmin(t: TestApp, run: (admin: DatabaseAdmin) => Promise<void>): Promise<void> {
  const admin = await openDatabaseAdmin(t, clusterUrl ?? '');
  try {
    await run(admin);
  } finally {
    await admin.allowConnections(true);
    await admin.close();
  }
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    code: 'DATABASE_UNAVAILABLE',
    message: errorMessages.DATABASE_UNAVAILABLE,
  });
  expect(response.headers['retry-after']).toBe('5');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!clusterUrl)('the database going away and coming back (PostgreSQL)', () => {
  it('connections dropped while idle in the pool: the process stays up and the next requests are answered', async () => {
    const t = await start();
    const member = await t.createMember();
    const me = () => t.get('/api/me/addresses', member.cookie);
    // Five requests at once leave five connections idle in the pool.
    for (const answer of await Promise.all(Array.from({ length: 5 }, me)))
      expect(answer.statusCode).toBe(200);
    await withAdmin(t, async (admin) => {
      await admin.terminateOthers();
      // The dropped connections tell the pool now; without a listener for that the process ended here.
      await pause(300);
    });
    for (const answer of await Promise.all(Array.from({ length: 5 }, me)))
      expect(answer.statusCode).toBe(200);
  });

  it('requests in flight when their connections are dropped answer 503, write nothing, and succeed when sent again', async () => {
    const t = await start();
    const member = await t.createMember();
    const list = () => t.get('/api/me/addresses', member.cookie);
    const create = () => t.post('/api/me/addresses', austinAddress, member.cookie);
    await withAdmin(t, async (admin) => {
      // The lock holds the requests inside their statements (the creations inside their transactions).
      await admin.client.query('begin');
      await admin.client.query('lock table addresses in access exclusive mode');
      const answers = Promise.all([list(), list(), create(), create(), create()]);
      await expect.poll(() => admin.countWaiting(), { timeout: 20_000 }).toBe(5);
      await admin.terminateOthers();
      await admin.client.query('rollback');
      for (const answer of await answers) expectUnavailable(answer);
    });
    expect(await t.database.db.select().from(addresses)).toEqual([]);
    const again = await Promise.all([list(), create(), create()]);
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 201, 201]);
    expect(await t.database.db.select().from(addresses)).toHaveLength(2);
  });

  it('while the database refuses connections every request answers 503 at once; then service resumes', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const requests = [
      () => t.get('/api/health'),
      () => t.get('/api/me', member.cookie),
      // The staff area hides itself with a 404 from those who are not staff, not from a database that is down.
      () => t.get('/api/staff/members', staff.cookie),
      () => t.post('/api/auth/sign-in', { username: member.code, password: member.password }),
      () => t.post('/api/me/addresses', austinAddress, member.cookie),
    ];
    await withAdmin(t, async (admin) => {
      await admin.allowConnections(false);
      await admin.terminateOthers();
      for (const answer of await Promise.all(requests.map((send) => send()))) expectUnavailable(answer);
    });
    const after = await Promise.all(requests.map((send) => send()));
    expect(after.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 201]);
  });

  it('the background jobs report the outage, keep running and run again once the database is back', async () => {
    const t = await start();
    const runs: Date[] = [];
    const errors: unknown[] = [];
    const job: Job = { name: 'test.outage', everySeconds: 60, run: async (now) => void runs.push(now) };
    const runner = startJobRunner({
      db: t.database.db,
      clock: t.clock,
      jobs: [job],
      tickSeconds: 0.05,
      onError: (_job, error) => errors.push(error),
    });
    try {
      await expect.poll(() => runs.length).toBe(1);
      await withAdmin(t, async (admin) => {
        await admin.allowConnections(false);
        await admin.terminateOthers();
        t.clock.advance(60);
        await expect.poll(() => errors.length, { timeout: 20_000 }).toBeGreaterThan(1);
        expect(errors.every(isDatabaseUnavailable)).toBe(true);
        expect(runs).toHaveLength(1);
      });
      await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(2);
    } finally {
      await runner.stop();
    }
  });
});
