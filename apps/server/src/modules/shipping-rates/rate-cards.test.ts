import { rateCards } from '@fanship/db/catalogue-schema';
import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { postCreated } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

type Rate = { carrier: string; rateKrw: number; type: string };

async function seedCards(t: TestApp) {
  await t.database.db
    .insert(rateCards)
    .values(defaultRateCards.map((card) => ({ ...card, zone: card.zone ?? null })));
}

async function find(t: TestApp, query: string): Promise<Rate[]> {
  const response = await t.get(`/api/info/find-shipping-rates?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const card = {
  carrier: 'EMS',
  type: 'ems',
  zone: 'Test zone',
  countries: ['us'],
  maxWeightGrams: 1000,
  steps: [
    { upToGrams: 500, priceKrw: 10_000 },
    { upToGrams: 1000, priceKrw: 15_000 },
  ],
};

describe('shipping rates', () => {
  it('offers only CJ inside Korea and K-Packet only up to 2 kg', async () => {
    const t = await start();
    await seedCards(t);
    expect(await find(t, 'countryCode=kr&actualWeight=1500&width=100&length=100&height=100')).toEqual([
      { carrier: 'CJ', rateKrw: 4_000, type: 'CJ' },
    ]);
    const light = await find(t, 'countryCode=US&actualWeight=2000&width=100&length=100&height=100');
    expect(light.map((rate) => rate.type).sort()).toEqual(['DHL', 'EMS', 'FEDEX', 'KP']);
    expect(light.find((rate) => rate.type === 'KP')).toEqual({
      carrier: 'K-Packet',
      rateKrw: 8_500 + 19 * 1_300,
      type: 'KP',
    });
    const heavy = await find(t, 'countryCode=US&actualWeight=2001&width=100&length=100&height=100');
    expect(heavy.map((rate) => rate.type).sort()).toEqual(['DHL', 'EMS', 'FEDEX']);
  });

  it('bills by volumetric weight when it beats the actual weight, and defaults missing dimensions to 10 cm', async () => {
    const t = await start();
    await seedCards(t);
    // Sizes come in tenths of a cm: 400 x 300 x 200 is 40 x 30 x 20 cm = 4,800 g volumetric; the first
    // EMS Zone 3 step covering 4,800 g is 5,000 g.
    const bulky = await find(t, 'countryCode=US&actualWeight=300&width=400&length=300&height=200');
    expect(bulky.find((rate) => rate.type === 'EMS')?.rateKrw).toBe(28_500 + 9 * 4_500);
    expect(bulky.some((rate) => rate.type === 'KP')).toBe(false);
    const defaults = await find(t, 'countryCode=US&actualWeight=150');
    expect(defaults.find((rate) => rate.type === 'KP')?.rateKrw).toBe(8_500 + 1_300);
    // 50 g: with the 10 cm default (sent or not) the box bills 200 g; with 1 cm sides (10 tenths) 50 g.
    const kPacket = async (query: string) =>
      (await find(t, `countryCode=US&actualWeight=50${query}`)).find((rate) => rate.type === 'KP')?.rateKrw;
    expect(await kPacket('')).toBe(8_500 + 1_300);
    expect(await kPacket('&width=100&length=100&height=100')).toBe(8_500 + 1_300);
    expect(await kPacket('&width=abc&length=&height=0')).toBe(8_500 + 1_300);
    expect(await kPacket('&width=10&length=10&height=10')).toBe(8_500);
  });

  it('answers an empty list without rate cards or for an unserved country, and 400 for bad input', async () => {
    const t = await start();
    expect(await find(t, 'countryCode=US&actualWeight=500')).toEqual([]);
    await seedCards(t);
    expect(await find(t, 'countryCode=AQ&actualWeight=500')).toEqual([]);
    for (const [query, message] of [
      ['actualWeight=500', 'Country is required'],
      ['countryCode=USA&actualWeight=500', 'Invalid country code'],
      ['countryCode=US', 'Weight is required'],
      ['countryCode=US&actualWeight=-1', 'Weight should be a valid number'],
      ['countryCode=US&actualWeight=abc', 'Weight should be a valid number'],
      ['countryCode=US&actualWeight=1e400', 'Weight should be a valid number'],
      ['countryCode=US&actualWeight=500&width=100001', 'Width is too large (max. 10 m)'],
      ['countryCode=US&actualWeight=500&height=1000000', 'Height is too large (max. 10 m)'],
    ]) {
      const response = await t.get(`/api/info/find-shipping-rates?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('lets admin create, edit, deactivate and delete rate cards; others get 404', async () => {
    const t = await start();
    const admin = await createMemberWithRole(t, 'admin');
    const staff = await createMemberWithRole(t, 'staff');
    const member = await t.createMember();
    for (const cookie of [undefined, member.cookie, staff.cookie]) {
      expect((await t.get('/api/staff/rate-cards', cookie)).statusCode).toBe(404);
      expect((await t.post('/api/staff/rate-cards', card, cookie)).statusCode).toBe(404);
    }
    const created = await postCreated(t, '/api/staff/rate-cards', admin.cookie, card);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ type: 'EMS', countries: ['US'], isActive: true });
    expect(await find(t, 'countryCode=US&actualWeight=600')).toEqual([
      { carrier: 'EMS', rateKrw: 15_000, type: 'EMS' },
    ]);
    const descending = await t.patch(
      `/api/staff/rate-cards/${id}`,
      { ...card, steps: [card.steps[1], card.steps[0]] },
      admin.cookie,
    );
    expect(descending.statusCode).toBe(400);
    expect(descending.json().message).toBe('Weight steps must be ascending');
    const inactive = await t.patch(`/api/staff/rate-cards/${id}`, { ...card, isActive: false }, admin.cookie);
    expect(inactive.json().isActive).toBe(false);
    expect(await find(t, 'countryCode=US&actualWeight=600')).toEqual([]);
    const list = await t.get('/api/staff/rate-cards', admin.cookie);
    expect(list.json()).toHaveLength(1);
    expect((await t.delete(`/api/staff/rate-cards/${id}`, admin.cookie)).statusCode).toBe(204);
    expect((await t.delete(`/api/staff/rate-cards/${id}`, admin.cookie)).statusCode).toBe(404);
  });
});
