import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { tooManyFailuresMessage } from '../modules/auth/index.ts';
import { setupTestApps, type TestApp } from '../test/app.ts';

const { start } = setupTestApps();

const signIn = (t: TestApp, username: string, password: string, forwardedFor?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { username, password },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or a list of addresses and ranges', () => {
    const trust = (value?: string) => loadConfig({ NODE_ENV: 'production', TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => trust('true')).toThrow(/TRUST_PROXY must be a hop count or a comma-separated list/);
    expect(() => trust('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is neither/);
  });

  // Issue 7, finding 2: in production every request with a new X-Forwarded-For was a new client.
  it('without it, X-Forwarded-For does not make a new client in production', async () => {
    const t = await start({ nodeEnv: 'production', rateLimits: { signIn: { max: 3, windowSeconds: 60 } } });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await signIn(t, 'NOBODY1', 'wrong', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('with the proxy trusted, each forwarded client has its own limit', async () => {
    const t = await start({
      trustProxy: ['127.0.0.1'],
      rateLimits: { signIn: { max: 2, windowSeconds: 60 } },
    });
    const fromOthers = [];
    for (let i = 1; i <= 3; i++)
      fromOthers.push((await signIn(t, `NOBODY${i}`, 'x', `203.0.113.${i}`)).statusCode);
    expect(fromOthers).toEqual([401, 401, 401]);
    const fromOne = [];
    for (let i = 1; i <= 3; i++)
      fromOne.push((await signIn(t, `OTHER0${i}`, 'x', '198.51.100.7')).statusCode);
    expect(fromOne).toEqual([401, 401, 429]);
  });
});

describe('per-account back-off', () => {
  it('locks an account after 5 failures from any address, even for the right password, then lets it in', async () => {
    const t = await start({ trustProxy: ['127.0.0.1'] });
    const member = await t.signUp();
    for (let i = 1; i <= 5; i++) {
      expect((await signIn(t, member.code, 'Wrong123!', `203.0.113.${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(t, member.email, member.password, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: tooManyFailuresMessage(30) });

    t.clock.advance(31);
    expect((await signIn(t, member.code, member.password)).statusCode).toBe(200);
    // A success starts the count again: four more failures do not lock.
    for (let i = 1; i <= 4; i++) expect((await signIn(t, member.code, 'Wrong123!')).statusCode).toBe(401);
    expect((await signIn(t, member.code, member.password)).statusCode).toBe(200);
  });

  it('doubles the lock with each further failure', async () => {
    const t = await start();
    const member = await t.signUp();
    for (let i = 1; i <= 5; i++) await signIn(t, member.code, 'Wrong123!');
    t.clock.advance(31);
    expect((await signIn(t, member.code, 'Wrong123!')).statusCode).toBe(401);
    expect((await signIn(t, member.code, member.password)).json().message).toBe(tooManyFailuresMessage(60));
  });

  it('treats a name no member has the same way (a lock tells nothing about existence)', async () => {
    const t = await start();
    for (let i = 1; i <= 5; i++)
      expect((await signIn(t, 'nobody@example.com', 'Wrong123!')).statusCode).toBe(401);
    expect((await signIn(t, 'NOBODY@example.com', 'Wrong123!')).statusCode).toBe(429);
  });

  it('counts wrong current passwords in Change Password against the same account', async () => {
    const t = await start();
    const member = await t.createMember();
    const change = (currentPassword: string) =>
      t.post('/api/me/change-password', { currentPassword, password: 'Newpass12!' }, member.cookie);
    for (let i = 1; i <= 3; i++) expect((await change('Wrong123!')).statusCode).toBe(400);
    for (let i = 1; i <= 2; i++) expect((await signIn(t, member.code, 'Wrong123!')).statusCode).toBe(401);
    expect((await change(member.password)).statusCode).toBe(429);
    expect((await signIn(t, member.code, member.password)).statusCode).toBe(429);
  });

  // Issue 7: checks counted after they ran let every parallel guess through (60 of 60 on PostgreSQL).
  it('lets at most 5 of 60 parallel wrong guesses be checked', async () => {
    const t = await start();
    const member = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => signIn(t, member.code, 'Wrong123!')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });
});

describe('limits on the password endpoints', () => {
  it('rate limits changing a password by link and from the profile', async () => {
    const t = await start({ rateLimits: { passwordChange: { max: 2, windowSeconds: 600 } } });
    const member = await t.createMember();
    const byLink = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.post('/api/auth/change-password', {
        requestId: `guess-${i}`,
        password: 'Newpass12!',
      });
      byLink.push(response.statusCode);
    }
    expect(byLink).toEqual([400, 400, 429]);
    const fromProfile = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.post(
        '/api/me/change-password',
        { currentPassword: 'Wrong123!', password: 'Newpass12!' },
        member.cookie,
      );
      fromProfile.push(response.statusCode);
    }
    expect(fromProfile).toEqual([400, 400, 429]);
  });
});
