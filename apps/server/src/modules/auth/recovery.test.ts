import { describe, expect, it } from 'vitest';
import { setupTestApps, uniqueEmail } from '../../test/app.ts';

const { start } = setupTestApps();

const invalidLink = {
  code: 'BAD_REQUEST',
  message: 'This password change link is invalid or has expired. Please request a new one.',
};

function requestIdFrom(text: string): string {
  const match = text.match(/\/recovery\/change-password\?requestId=([\w%-]+)/);
  if (!match?.[1]) throw new Error(`No change-password link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('recovery', () => {
  it('mails the member code to a known email and answers the same for an unknown one', async () => {
    const t = await start();
    const member = await t.signUp();
    const known = await t.post('/api/auth/find-id', { email: member.email });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe('Your Fanship ID');
    expect(mail?.textBody).toContain(member.code);
    const stranger = uniqueEmail();
    const unknown = await t.post('/api/auth/find-id', { email: stranger });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });
    expect(await t.latestMailTo(stranger)).toBeUndefined();
    const bad = await t.post('/api/auth/find-id', { email: '' });
    expect(bad.json().fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('resets a password through a single-use link and ends every session', async () => {
    const t = await start();
    const member = await t.createMember();
    const request = await t.post('/api/auth/request-change-password', {
      memberCode: member.code,
      email: member.email,
    });
    expect(request.json()).toEqual({ ok: true });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe('Reset your Fanship password');
    expect(mail?.textBody).toContain('http://localhost:3000/recovery/change-password?requestId=');
    const requestId = requestIdFrom(mail?.textBody ?? '');
    const change = () => t.post('/api/auth/change-password', { requestId, password: 'Reset123!' });
    const first = await change();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await t.get('/api/me', member.cookie)).statusCode).toBe(401);
    await t.signIn(member.code, 'Reset123!');
    const second = await change();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(invalidLink);
  });

  it('tells whether a link can still be used before any password is typed', async () => {
    const t = await start();
    const member = await t.createMember();
    await t.post('/api/auth/request-change-password', { memberCode: member.code, email: member.email });
    const requestId = requestIdFrom((await t.latestMailTo(member.email))?.textBody ?? '');
    const check = (id: string) => t.post('/api/auth/check-change-password', { requestId: id });
    const live = await check(requestId);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    // Checking does not use the link up.
    expect((await check(requestId)).statusCode).toBe(200);
    await t.post('/api/auth/change-password', { requestId, password: 'Reset123!' });
    for (const id of [requestId, 'made-up-id']) {
      const response = await check(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
  });

  it('refuses an expired or unknown link', async () => {
    const t = await start();
    const member = await t.signUp();
    await t.post('/api/auth/request-change-password', { memberCode: member.code, email: member.email });
    const requestId = requestIdFrom((await t.latestMailTo(member.email))?.textBody ?? '');
    t.clock.advance(30 * 60);
    for (const id of [requestId, 'made-up-id']) {
      const response = await t.post('/api/auth/change-password', { requestId: id, password: 'Reset123!' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
  });

  it('mails nothing when the code and email do not belong together, answering the same', async () => {
    const t = await start();
    const first = await t.signUp();
    const second = await t.signUp();
    const mailsBefore = await t.latestMailTo(first.email);
    const response = await t.post('/api/auth/request-change-password', {
      memberCode: second.code,
      email: first.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await t.latestMailTo(first.email)).toEqual(mailsBefore);
    const invalid = await t.post('/api/auth/request-change-password', {
      memberCode: 'abc',
      email: first.email,
    });
    expect(invalid.json().fieldErrors).toEqual({ memberCode: 'ID must be 7 characters' });
  });
});
