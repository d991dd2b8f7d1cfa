import { describe, expect, it } from 'vitest';
import { startStartupTimer } from './startup-timer.ts';

describe('start-up timer', () => {
  it('records each phase in order, a failed one too, with the load before it and the total', async () => {
    let now = 1_200;
    const timer = startStartupTimer(() => now);
    await timer.phase('open database', async () => {
      now += 800;
    });
    await expect(
      timer.phase('migrations', async () => {
        now += 50;
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(timer.summary()).toEqual({
      phasesMs: { load: 1_200, 'open database': 800, migrations: 50 },
      totalMs: 2_050,
    });
  });
});
