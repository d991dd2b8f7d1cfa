import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

/** Sets a rate as whoever `cookie` belongs to. */
const postRate = (t: TestApp, cookie: string | undefined, payload: object) =>
  t.post('/api/staff/exchange-rates', payload, cookie);

describe('exchange rates', () => {
  it('answers the default until admin set a rate, then the newest, with the history newest first', async () => {
    const t = await start();
    const admin = await createMemberWithRole(t, 'admin');
    const before = await t.get('/api/exchange-rates/current');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ baseRate: 1380, wiseRate: 1375 });
    const set = (baseRate: unknown, wiseRate: unknown) => postRate(t, admin.cookie, { baseRate, wiseRate });
    expect((await set(1400.5, 1395)).statusCode).toBe(201);
    t.clock.advance(60);
    const second = await set('1410.1234', '1402');
    expect(second.json()).toMatchObject({ baseRate: 1410.1234, wiseRate: 1402 });
    const current = await t.get('/api/exchange-rates/current');
    expect(current.json()).toEqual({
      baseRate: 1410.1234,
      wiseRate: 1402,
      createdAt: '2026-03-01T09:01:00.000Z',
    });
    const history = await t.get('/api/staff/exchange-rates', admin.cookie);
    expect(
      history.json().map((row: { baseRate: number; setBy: string | null }) => [row.baseRate, row.setBy]),
    ).toEqual([
      [1410.1234, admin.code],
      [1400.5, admin.code],
    ]);
    expect(second.json().setBy).toBe(admin.code);
  });

  it('keeps history and setting for admin: visitors, members and staff get 404', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    for (const cookie of [undefined, member.cookie, staff.cookie]) {
      const list = await t.get('/api/staff/exchange-rates', cookie);
      expect(list.statusCode).toBe(404);
      const set = await postRate(t, cookie, { baseRate: 1, wiseRate: 1 });
      expect(set.statusCode).toBe(404);
      expect(set.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
    expect((await t.get('/api/exchange-rates/current')).json().baseRate).toBe(1380);
  });

  it('answers each bad rate with its message', async () => {
    const t = await start();
    const admin = await createMemberWithRole(t, 'admin');
    for (const [payload, message] of [
      [{ wiseRate: 1375 }, 'Exchange rate is required'],
      [{ baseRate: 'abc', wiseRate: 1375 }, 'Exchange rate should be a valid number'],
      [{ baseRate: 0, wiseRate: 1375 }, 'Exchange rate must be greater than 0'],
      [{ baseRate: -5, wiseRate: 1375 }, 'Exchange rate must be greater than 0'],
      [{ baseRate: 1380.12345, wiseRate: 1375 }, 'Exchange rate can have at most 4 decimal places'],
      [{ baseRate: 1e9, wiseRate: 1375 }, 'Exchange rate is too large'],
    ] as const) {
      const response = await postRate(t, admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors.baseRate).toBe(message);
    }
  });

  it('refuses rates outside the configured band on their fields, and tells admin the band', async () => {
    const t = await start({ exchangeRateBounds: { min: 1_000, max: 2_000 } });
    const admin = await createMemberWithRole(t, 'admin');
    const message = 'Exchange rate must be between 1,000 and 2,000 KRW per USD';
    for (const [payload, fieldErrors] of [
      [
        { baseRate: 1, wiseRate: 99_999_999 },
        { baseRate: message, wiseRate: message },
      ],
      [{ baseRate: 1_380, wiseRate: 999.9999 }, { wiseRate: message }],
      [{ baseRate: 2_000.0001, wiseRate: 1_375 }, { baseRate: message }],
    ] as const) {
      const response = await postRate(t, admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION', message, fieldErrors });
    }
    expect((await t.get('/api/exchange-rates/current')).json()).toMatchObject({
      baseRate: 1_380,
      wiseRate: 1_375,
    });
    for (const [baseRate, wiseRate] of [
      [1_000, 2_000],
      [1_500.5, 1_499],
    ]) {
      const saved = await postRate(t, admin.cookie, { baseRate, wiseRate });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const bounds = await t.get('/api/staff/exchange-rates/bounds', admin.cookie);
    expect(bounds.json()).toEqual({ min: 1_000, max: 2_000 });
    const member = await t.createMember();
    expect((await t.get('/api/staff/exchange-rates/bounds', member.cookie)).statusCode).toBe(404);
  });

  it('uses a band of 700 to 2,500 won per dollar unless configured', () => {
    expect(loadConfig({}).exchangeRateBounds).toEqual({ min: 700, max: 2_500 });
    expect(loadConfig({ EXCHANGE_RATE_MIN: '900', EXCHANGE_RATE_MAX: '1800' }).exchangeRateBounds).toEqual({
      min: 900,
      max: 1_800,
    });
    expect(() => loadConfig({ EXCHANGE_RATE_MIN: '2000', EXCHANGE_RATE_MAX: '1000' })).toThrow(
      'EXCHANGE_RATE_MIN must be below EXCHANGE_RATE_MAX',
    );
  });
});
