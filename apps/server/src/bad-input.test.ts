import { describe, expect, it } from 'vitest';
import { setupTestApps } from './test/app.ts';

const { start } = setupTestApps();

// Every account route, with bodies and parameters no form would send: none may answer 500.
const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; isMemberRoute?: boolean }[] = [
  { method: 'GET', url: '/api/auth/validate-email' },
  { method: 'POST', url: '/api/email-verification/send' },
  { method: 'POST', url: '/api/auth/sign-up' },
  { method: 'POST', url: '/api/auth/sign-in' },
  { method: 'POST', url: '/api/auth/find-id' },
  { method: 'POST', url: '/api/auth/request-change-password' },
  { method: 'POST', url: '/api/auth/change-password' },
  { method: 'POST', url: '/api/me/change-password', isMemberRoute: true },
  { method: 'POST', url: '/api/me/addresses', isMemberRoute: true },
  { method: 'PATCH', url: '/api/me/addresses/1', isMemberRoute: true },
];

const oddBodies: unknown[] = [
  null,
  [],
  [1, 2],
  42,
  'text',
  true,
  {},
  { email: 42, username: {}, password: [], memberCode: null, requestId: 7, nickname: { a: 1 } },
  { email: 'x'.repeat(100_000), password: 'y'.repeat(100_000), username: '😀'.repeat(1000) },
  { email: 'a@b.co\u0000', firstName: '\u202e', countryCode: '🇰🇷', verificationCode: '１２３４５６' },
];

const oddIds = ['0', '-1', '1.5', '99999999999999999999', 'NaN', '1e3', '0x10', 'null', '%F0%9F%98%80'];

describe('bad input on the account routes', () => {
  it('answers every odd body with a 4xx error body, never a 500', async () => {
    const t = await start();
    const member = await t.createMember();
    for (const route of routes) {
      for (const body of oddBodies) {
        const response = await t.inject({
          method: route.method,
          url: route.method === 'GET' ? `${route.url}?email=${encodeURIComponent(String(body))}` : route.url,
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) }),
          headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
          cookie: route.isMemberRoute ? member.cookie : undefined,
        });
        const label = `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 60)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json(), label).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
          expect(response.json().message, label).not.toMatch(/Invalid input/);
        }
      }
    }
  });

  it('answers odd address ids with 404, for reading, editing and deleting', async () => {
    const t = await start();
    const member = await t.createMember();
    for (const id of oddIds) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.inject({ method, url: `/api/me/addresses/${id}`, cookie: member.cookie });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
      }
    }
  });

  it('refuses a NUL character anywhere in the body, query or path with a clear 400', async () => {
    const t = await start();
    const member = await t.createMember();
    const refused = { code: 'BAD_REQUEST', message: 'Text may not contain the NUL character (\\u0000).' };
    const requests = [
      { method: 'POST' as const, url: '/api/email-verification/send', payload: { email: 'a@b.co\u0000' } },
      {
        method: 'POST' as const,
        url: '/api/auth/sign-in',
        payload: { username: 'ABC\u00001234', password: 'x' },
      },
      { method: 'POST' as const, url: '/api/me/addresses', payload: { nickname: 'Home\u0000' } },
      {
        method: 'POST' as const,
        url: '/api/auth/find-id',
        payload: { email: 'a@b.co', extra: [{ deep: '\u0000' }] },
      },
      { method: 'GET' as const, url: '/api/auth/validate-email?email=a%00@b.co' },
      { method: 'GET' as const, url: '/api/me/addresses/%00' },
    ];
    for (const request of requests) {
      const response = await t.inject({ ...request, cookie: member.cookie });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual(refused);
    }
  });

  it('treats malformed session cookies as an expired session, not an error', async () => {
    const t = await start();
    for (const value of ['', '%FF%FE', 'a'.repeat(5000), '"quoted"', 'a;b', '😀']) {
      const response = await t.inject({
        method: 'GET',
        url: '/api/me/addresses',
        headers: { cookie: `fanship_session=${value}` },
      });
      expect(response.statusCode, value.slice(0, 20)).toBe(401);
      expect(['UNAUTHORIZED', 'SESSION_EXPIRED']).toContain(response.json().code);
    }
  });
});
