import { createHash } from 'node:crypto';
import { sessions } from '@fanship/db/schema';
import { describe, expect, it } from 'vitest';
import { sessionCookieFrom, setupTestApps } from '../../test/app.ts';

const { start } = setupTestApps();

const expired = { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please log in again.' };

describe('sign-in and sessions', () => {
  it('signs in by member code in any letter case and by email, with a hardened cookie', async () => {
    const t = await start();
    const member = await t.signUp();
    const byCode = await t.post('/api/auth/sign-in', {
      username: member.code.toLowerCase(),
      password: member.password,
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({ code: member.code, email: member.email, role: 'member' });
    const setCookie = String(byCode.headers['set-cookie']);
    expect(setCookie).toMatch(/fanship_session=[\w-]{43}/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const cookie = await t.signIn(member.email.toUpperCase(), member.password);
    expect((await t.get('/api/me', cookie)).json().code).toBe(member.code);
  });

  it('stores only a hash of the session token, and marks the cookie Secure in production', async () => {
    const t = await start();
    const member = await t.signUp();
    const token = (await t.signIn(member.code, member.password)).replace('fanship_session=', '');
    const stored = await t.database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const production = await start({ nodeEnv: 'production', passwordHashCost: 10 });
    const other = await production.signUp();
    const signIn = await production.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: other.code, password: other.password },
    });
    expect(String(signIn.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const t = await start();
    const member = await t.signUp();
    for (const username of [member.code, 'NOSUCH1', 'nobody@example.com']) {
      const response = await t.post('/api/auth/sign-in', { username, password: 'Wrong123!' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'WRONG_CREDENTIALS',
        message: 'Username or password is incorrect.',
      });
    }
    const empty = await t.post('/api/auth/sign-in', { username: ' ', password: '' });
    expect(empty.json().fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('answers /me without a cookie with Authentication Failed', async () => {
    const t = await start();
    const response = await t.get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication Failed' });
  });

  it("answers a visitor's session check with 200 and no member, so a first visit makes no failing request", async () => {
    const t = await start();
    const response = await t.get('/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ member: null, isExpired: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the session check with the member, and with isExpired once the session has ended', async () => {
    const t = await start();
    const { cookie, code } = await t.createMember();
    const signedIn = await t.get('/api/auth/session', cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member.code).toBe(code);
    expect(signedIn.json().isExpired).toBe(false);
    t.clock.advance(8 * 24 * 3600);
    const ended = await t.get('/api/auth/session', cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ member: null, isExpired: true });
    expect(String(ended.headers['set-cookie'])).toMatch(/fanship_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('expires an idle session after 7 days and slides it while in use', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    t.clock.advance(6 * 24 * 3600);
    expect((await t.get('/api/me', cookie)).statusCode).toBe(200);
    t.clock.advance(6 * 24 * 3600);
    expect((await t.get('/api/me', cookie)).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 3600);
    const response = await t.get('/api/me', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
    expect(String(response.headers['set-cookie'])).toMatch(/fanship_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('expires a session 30 days after sign-in even while in use', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    for (let step = 0; step < 5; step++) {
      t.clock.advance(5 * 24 * 3600);
      expect((await t.get('/api/me/addresses', cookie)).statusCode).toBe(200);
    }
    t.clock.advance(5 * 24 * 3600);
    const response = await t.get('/api/me/addresses', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('answers an unknown session cookie with SESSION_EXPIRED', async () => {
    const t = await start();
    const response = await t.get('/api/me', 'fanship_session=forged-token');
    expect(response.json()).toEqual(expired);
  });

  it('signs out, deleting the session', async () => {
    const t = await start();
    const { cookie } = await t.createMember();
    const response = await t.post('/api/auth/sign-out', undefined, cookie);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toContain('fanship_session=;');
    expect((await t.get('/api/me', cookie)).json()).toEqual(expired);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(204);
  });

  it('changes the own password, ending the other sessions only', async () => {
    const t = await start();
    const member = await t.createMember();
    const otherDevice = await t.signIn(member.code, member.password);
    const change = (currentPassword: string) =>
      t.post('/api/me/change-password', { currentPassword, password: 'Newpass12!' }, member.cookie);
    const wrong = await change('Wrong123!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect.' });
    expect((await change(member.password)).statusCode).toBe(204);
    expect((await t.get('/api/me', member.cookie)).statusCode).toBe(200);
    expect((await t.get('/api/me', otherDevice)).json()).toEqual(expired);
    const oldPassword = await t.post('/api/auth/sign-in', {
      username: member.code,
      password: member.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(
      sessionCookieFrom(await t.post('/api/auth/sign-in', { username: member.code, password: 'Newpass12!' })),
    ).toMatch(/^fanship_session=/);
  });
});
