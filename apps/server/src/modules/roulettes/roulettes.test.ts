import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { staffCookie } from '../../test/roles.ts';
import {
  allPlays,
  creditOf,
  creditOnlyWheel,
  rouletteEntries,
  setWheel,
  spin,
} from '../../test/roulettes.ts';
import { payDuePrizes } from './index.ts';
import { drawReward } from './roulettes.service.ts';

const { start } = setupTestApps();

describe('the wheel and today', () => {
  it('GET /roulettes/1/results answers the seeded wheel, today null for a visitor, never cached', async () => {
    const t = await start();
    const response = await t.get('/api/roulettes/1/results');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const results = response.json();
    expect(results).toMatchObject({ id: 1, active: true, payoutDate: null, today: null });
    expect(results.rewards[0]).toMatchObject({ id: 0, name: 'No prize', type: 'NONE', amount: 0 });
    expect(results.rewards.length).toBeLessThanOrEqual(8);
    expect(results.rewards[0].weight).toBeUndefined();
    expect((await t.get('/api/roulettes/2/results')).statusCode).toBe(404);
  });

  it('a member spins once a day: the result, today used, then 409 with the message', async () => {
    const t = await start();
    const member = await t.createMember();
    expect((await t.get('/api/roulettes/1/results', member.cookie)).json().today).toEqual({
      used: false,
      rouletteRewardId: null,
      createdAt: null,
    });
    const first = await spin(t, member);
    expect(first.statusCode, first.body).toBe(200);
    const { rouletteRewardId } = first.json();
    const ids = (await t.get('/api/roulettes/1/results')).json().rewards.map((r: { id: number }) => r.id);
    expect(ids).toContain(rouletteRewardId);
    const today = (await t.get('/api/roulettes/1/results', member.cookie)).json().today;
    expect(today).toMatchObject({ used: true, rouletteRewardId });
    const second = await spin(t, member);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already spun the roulette today. Come back tomorrow!');
    const history = (await t.get('/api/roulettes/1/plays', member.cookie)).json().content;
    expect(history).toMatchObject([{ rouletteRewardId, createdAt: today.createdAt }]);
  });

  it('visitors may not spin nor read a history; an inactive roulette refuses spins', async () => {
    const t = await start();
    expect((await t.post('/api/roulettes/1/play', undefined)).statusCode).toBe(401);
    expect((await t.get('/api/roulettes/1/plays')).statusCode).toBe(401);
    await setWheel(t, { ...creditOnlyWheel(100), active: false });
    const refused = await spin(t, await t.createMember());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The roulette event is not running right now.');
  });

  it('the day is the Korean calendar day: 14:59 UTC and 15:00 UTC are two days', async () => {
    const t = await start();
    const member = await t.createMember();
    t.clock.advance(5 * 3600 + 59 * 60); // 2026-03-01T14:59Z, 23:59 in Seoul
    expect((await spin(t, member)).statusCode).toBe(200);
    t.clock.advance(59);
    expect((await spin(t, member)).statusCode).toBe(409);
    t.clock.advance(1); // 15:00Z: midnight in Seoul
    expect((await spin(t, member)).statusCode).toBe(200);
    expect((await allPlays(t)).map((play) => play.day)).toEqual(['2026-03-01', '2026-03-02']);
  });
});

describe('credit prizes', () => {
  it('are paid at once through the ledger (ROULETTE, source the play) when no payout date is set', async () => {
    const t = await start();
    await setWheel(t, creditOnlyWheel(700));
    const member = await t.createMember();
    expect((await spin(t, member)).json()).toEqual({ rouletteRewardId: 1 });
    expect(await creditOf(t, member)).toBe(700);
    const [play] = await allPlays(t);
    expect(play!.paidAt).not.toBeNull();
    expect(await rouletteEntries(t)).toMatchObject([
      { transactionType: 'E', amountKrw: 700, sourceCode: `ROULETTE-${play!.id}` },
    ]);
    const history = (await t.get('/api/roulettes/1/plays', member.cookie)).json().content;
    expect(history[0]).toMatchObject({ rewardName: 'Jackpot', type: 'CREDIT', amount: 700 });
  });

  it('wait for the payout date and are paid once by the job on that Korean day', async () => {
    const t = await start();
    await setWheel(t, creditOnlyWheel(500, '2026-03-03'));
    const member = await t.createMember();
    expect((await t.get('/api/roulettes/1/results')).json().payoutDate).toBe('2026-03-03');
    expect((await spin(t, member)).statusCode).toBe(200);
    expect(await creditOf(t, member)).toBe(0);
    const context = t.app.appContext;
    expect(await payDuePrizes(context, new Date('2026-03-02T14:59:00Z'))).toBe(0);
    expect(await payDuePrizes(context, new Date('2026-03-02T15:00:00Z'))).toBe(1);
    expect(await payDuePrizes(context, new Date('2026-03-02T15:10:00Z'))).toBe(0);
    expect(await creditOf(t, member)).toBe(500);
    expect(await rouletteEntries(t)).toHaveLength(1);
  });

  it('a payout date already past pays at once and is not announced', async () => {
    const t = await start();
    await setWheel(t, creditOnlyWheel(300, '2026-03-01'));
    const member = await t.createMember();
    expect((await t.get('/api/roulettes/1/results')).json().payoutDate).toBeNull();
    await spin(t, member);
    expect(await creditOf(t, member)).toBe(300);
  });
});

describe('the draw', () => {
  it('follows the weights and never draws a weight of 0', () => {
    const rewards = [0, 3, 1, 0].map((weight, rewardId) => ({
      rouletteId: 1,
      rewardId,
      name: `R${rewardId}`,
      type: 'NONE',
      amountKrw: 0,
      weight,
      color: '#000000',
    }));
    const drawn = [0, 1, 2, 3].map((ticket) => drawReward(rewards, () => ticket).rewardId);
    expect(drawn).toEqual([1, 1, 1, 2]);
  });
});

describe('the staff roulette console', () => {
  it('reads and saves the wheel, payout date and active flag; members get 404', async () => {
    const t = await start();
    const cookie = await staffCookie(t);
    const before = (await t.get('/api/staff/roulettes/1', cookie)).json();
    expect(before.rewards[0]).toMatchObject({ id: 0, type: 'NONE', weight: 50 });
    const saved = await t.put('/api/staff/roulettes/1', creditOnlyWheel(1_000, '2026-07-15'), cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      payoutDate: '2026-07-15',
      rewards: [{ id: 0 }, { id: 1, amount: 1_000 }],
    });
    const member = await t.createMember();
    expect((await t.get('/api/staff/roulettes/1', member.cookie)).statusCode).toBe(404);
    expect((await t.put('/api/staff/roulettes/1', creditOnlyWheel(1), member.cookie)).statusCode).toBe(404);
  });

  it('refuses more than 8 rewards, a wheel without reward 0, repeated ids and all weights 0', async () => {
    const t = await start();
    const cookie = await staffCookie(t);
    const wheel = creditOnlyWheel(100);
    const reward = wheel.rewards[1]!;
    const nine = [
      wheel.rewards[0]!,
      ...Array.from({ length: 8 }, (_, index) => ({ ...reward, id: index + 1 })),
    ];
    const cases: [object, string][] = [
      [{ ...wheel, rewards: nine }, 'A wheel has at most 8 rewards'],
      [{ ...wheel, rewards: [reward] }, "Reward 0 must be 'no prize' (type NONE)"],
      [{ ...wheel, rewards: [...wheel.rewards, reward] }, 'Each reward needs its own id'],
      [
        { ...wheel, rewards: [{ ...wheel.rewards[0]!, weight: 0 }] },
        'At least one reward needs a weight above 0',
      ],
      [
        { ...wheel, rewards: [wheel.rewards[0]!, { ...reward, amount: 0 }] },
        'A credit reward pays from 1 to 1,000,000 KRW',
      ],
      [{ ...wheel, payoutDate: '2026-13-45' }, 'Enter the payout date as YYYY-MM-DD'],
      [{ ...wheel, payoutDate: '2026-02-31' }, 'Enter the payout date as YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const response = await t.put('/api/staff/roulettes/1', body, cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('lists recent plays with the member, newest first', async () => {
    const t = await start();
    const members = [await t.createMember({ firstName: 'Ada' }), await t.createMember({ firstName: 'Bo' })];
    for (const member of members) await spin(t, member);
    const page = (await t.get('/api/staff/roulettes/1/plays?page=1&size=1', await staffCookie(t))).json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, currentPage: 1 });
    expect(page.content[0].member).toEqual({ code: members[1]!.code, name: 'Bo Fan' });
  });
});
