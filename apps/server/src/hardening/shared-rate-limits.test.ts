import { rateLimitHits } from '@fanship/db/shared-state-schema';
import { describe, expect, it } from 'vitest';
import { countHit, sweepRateLimitHits } from '../plugins/rate-limit-store.ts';
import { setupTestApps, type TestApp } from '../test/app.ts';

const { start } = setupTestApps();

const signIn = (t: TestApp, username: string) =>
  t.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password: 'wrong' } });

// Issue 25, point 3: each instance counted its own hits, so through a proxy the limit was twice (or n times) over.
describe('rate limits shared by every instance on the database', () => {
  it('refuses at the limit when sign-in attempts alternate between two instances', async () => {
    const limits = { rateLimits: { signIn: { max: 4, windowSeconds: 60 } } };
    const a = await start(limits);
    const b = await start(limits, {}, a);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(i % 2 ? b : a, `NOBODY${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('counts parallel attempts across both instances exactly', async () => {
    const limits = { rateLimits: { signIn: { max: 7, windowSeconds: 60 } } };
    const a = await start(limits);
    const b = await start(limits, {}, a);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 ? b : a, `NOBODY${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(23);
    const [row] = await a.database.db.select().from(rateLimitHits);
    expect(row?.count).toBe(30);
  });

  it('starts a new window once the last one ended, and sweeps the ended ones', async () => {
    const t = await start();
    const db = t.database.db;
    const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 9, 0, seconds));
    expect(await countHit(db, 'k', 10_000, at(0))).toEqual({ current: 1, ttl: 10_000 });
    expect(await countHit(db, 'k', 10_000, at(4))).toEqual({ current: 2, ttl: 6_000 });
    expect(await countHit(db, 'k', 10_000, at(10))).toEqual({ current: 1, ttl: 10_000 });
    await countHit(db, 'other', 5_000, at(10));
    await sweepRateLimitHits(db, at(16));
    expect((await db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['k']);
  });
});
