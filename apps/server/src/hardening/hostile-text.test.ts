import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../test/app.ts';

const { start } = setupTestApps();

// Issue 7, finding 1: 'a@' and 100,000 dots kept the event loop busy for 20 s (the email pattern ran after
// the 50-character limit had already failed, and backtracked quadratically). Now the limit stops validation
// first and the pattern is linear; a backtracking pattern takes minutes on this input, a linear one
// milliseconds, so a 2 s guard cannot flake.
const hostileEmail = `a@${'.'.repeat(900_000)}@`;

const emailRoutes = [
  { method: 'POST', url: '/api/auth/find-id', body: { email: hostileEmail } },
  { method: 'POST', url: '/api/email-verification/send', body: { email: hostileEmail } },
  {
    method: 'POST',
    url: '/api/auth/request-change-password',
    body: { memberCode: 'ABC1234', email: hostileEmail },
  },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    body: {
      email: hostileEmail,
      password: 'Secret12!',
      firstName: 'A',
      lastName: 'B',
      countryCode: 'US',
      verificationCode: '123456',
    },
  },
] as const;

describe('hostile text', () => {
  it('every email route answers a 900 KB email at once with the length message', async () => {
    const t = await start();
    for (const route of emailRoutes) {
      const started = performance.now();
      const response = await t.inject({ method: route.method, url: route.url, payload: route.body });
      expect(performance.now() - started, route.url).toBeLessThan(2000);
      expect(response.statusCode, route.url).toBe(400);
      expect(response.json(), route.url).toMatchObject({
        fieldErrors: { email: 'Email is too long (max. 50)' },
      });
    }
    const started = performance.now();
    // Node's header limit keeps a query string near 16 KB: the most a URL can carry.
    const response = await t.get(
      `/api/auth/validate-email?email=${encodeURIComponent(`a@${'.'.repeat(15_000)}@`)}`,
    );
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(400);
  });
});
