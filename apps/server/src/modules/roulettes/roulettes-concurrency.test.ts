import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import * as roulette from '../../test/roulettes.ts';
import { payDuePrizes } from './index.ts';

const { start } = setupTestApps();

// These matter on PostgreSQL (the CI runs the integration suite there with TEST_DATABASE_URL), where the requests
// really run at once; PGlite has one connection and serialises them.
describe('the roulette under concurrency', () => {
  it('30 parallel spins by one member on one day: one play, one 200, one credit', async () => {
    const t = await start();
    await roulette.setWheel(t, roulette.creditOnlyWheel(1_000));
    const member = await t.createMember();
    const answers = await Promise.all(Array.from({ length: 30 }, () => roulette.spin(t, member)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(409)]);
    expect(await roulette.allPlays(t)).toHaveLength(1);
    expect(await roulette.rouletteEntries(t)).toHaveLength(1);
    expect(await roulette.creditOf(t, member)).toBe(1_000);
  });

  it('the payout job run twice at once pays each waiting prize once', async () => {
    const t = await start();
    await roulette.setWheel(t, roulette.creditOnlyWheel(200, '2026-03-02'));
    const members = await Promise.all(Array.from({ length: 5 }, () => t.createMember()));
    for (const member of members) expect((await roulette.spin(t, member)).statusCode).toBe(200);
    const payday = new Date('2026-03-02T01:00:00Z');
    const counts = await Promise.all([
      payDuePrizes(t.app.appContext, payday),
      payDuePrizes(t.app.appContext, payday),
    ]);
    expect(counts[0]! + counts[1]!).toBe(5);
    expect(await roulette.rouletteEntries(t)).toHaveLength(5);
    for (const member of members) expect(await roulette.creditOf(t, member)).toBe(200);
  });
});
