import { creditEntries } from '@fanship/db/payment-schema';
import { roulettePlays } from '@fanship/db/roulette-schema';
import type { RouletteSettings } from '@fanship/domain/schemas/roulette';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestMember } from './app.ts';
import { staffCookie } from './roles.ts';

/** A wheel that always pays `amount` won of credit (reward 1; 'no prize' kept with weight 0). */
export function creditOnlyWheel(amount: number, payoutDate: string | null = null): RouletteSettings {
  return {
    active: true,
    payoutDate,
    rewards: [
      { id: 0, name: 'No prize', type: 'NONE', amount: 0, weight: 0, color: '#cccccc' },
      { id: 1, name: 'Jackpot', type: 'CREDIT', amount, weight: 1, color: '#ff8787' },
    ],
  };
}

/** Saves roulette 1's settings as staff. */
export async function setWheel(t: TestApp, settings: RouletteSettings): Promise<void> {
  const response = await t.put('/api/staff/roulettes/1', settings, await staffCookie(t));
  expect(response.statusCode, response.body).toBe(200);
}

/** One spin of roulette 1 by the member. */
export function spin(t: TestApp, member: TestMember) {
  return t.inject({ method: 'POST', url: '/api/roulettes/1/play', cookie: member.cookie });
}

export function allPlays(t: TestApp) {
  return t.database.db.select().from(roulettePlays).orderBy(asc(roulettePlays.id));
}

export function rouletteEntries(t: TestApp) {
  return t.database.db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.category, 'ROULETTE'))
    .orderBy(asc(creditEntries.id));
}

export async function creditOf(t: TestApp, member: TestMember): Promise<number> {
  return (await t.get('/api/me', member.cookie)).json<{ creditAmount: number }>().creditAmount;
}
