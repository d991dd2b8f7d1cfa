import { describe, expect, it } from 'vitest';
import { loneSurrogateMessage } from '../plugins/text-guard.ts';
import { setupTestApps } from '../test/app.ts';
import { createMemberWithRole } from '../test/roles.ts';

const { start } = setupTestApps();
const json = { 'content-type': 'application/json' };

describe('malformed requests answer 4xx with the error body', () => {
  // Issue 7, finding 6: ids above 2^31-1 reached the integer column and answered 500.
  it('refuses ids beyond the integer column on public and staff routes', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const routes: [string, string, string | undefined][] = [
      ['GET', '/api/posts/2147483648', undefined],
      ['GET', '/api/fansign-events/2147483648', undefined],
      ['GET', '/api/ofm-products/9223372036854775808', undefined],
      ['GET', '/api/staff/fansign-events/2147483648', cookie],
      ['DELETE', '/api/staff/fansign-events/2147483648', cookie],
      ['GET', '/api/staff/trending-products/2147483648', cookie],
      ['DELETE', '/api/staff/trending-products/2147483648', cookie],
    ];
    for (const [method, url, withCookie] of routes) {
      const response = await t.inject({
        method: method as 'GET',
        url,
        cookie: withCookie,
        ...(method === 'PATCH' ? { payload: { quantity: 1 } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().code, `${method} ${url}`).toBe('VALIDATION');
    }
    // A member's own records (cart lines, addresses) answer such ids as simply not found.
    const line = await t.patch('/api/cart/items/2147483648', { quantity: 1 }, cookie);
    expect(line.statusCode).toBe(404);
  });

  // Issue 7, finding 8: a truncated multipart body answered 500.
  it('answers a truncated or boundary-less multipart upload with 400', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const bodies = [
      {
        type: 'multipart/form-data; boundary=XyZ',
        payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      },
      { type: 'multipart/form-data', payload: 'no boundary at all' },
    ];
    for (const body of bodies) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/staff/uploads',
        cookie,
        headers: { 'content-type': body.type },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'The upload is not a complete multipart form. Please try again.',
      });
    }
  });

  // Issue 7, finding 8: a lone surrogate answered 500 in a JSON column and was stored as U+FFFD in text.
  // (A URL cannot carry one: its UTF-8 decoding turns a lone surrogate into U+FFFD.)
  it('refuses a lone surrogate anywhere in a JSON body', async () => {
    const t = await start();
    const { cookie } = await createMemberWithRole(t, 'staff');
    const requests = [
      {
        method: 'POST',
        url: '/api/staff/artist-groups',
        payload: '{"code":"SUR","name":"a\\ud800b","type":"G"}',
      },
      {
        method: 'POST',
        url: '/api/staff/help/topics',
        payload: '{"categoryId":1,"title":"T","faqs":[{"question":"a\\udc00","answerMarkdown":"x"}]}',
      },
    ] as const;
    for (const request of requests) {
      const response = await t.inject({ ...request, cookie, headers: json });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message, request.url).toBe(loneSurrogateMessage);
    }
    // A surrogate pair (an emoji) is text like any other.
    const emoji = await t.inject({
      method: 'POST',
      url: '/api/staff/artist-groups',
      cookie,
      headers: json,
      payload: '{"code":"EMO","name":"a\\ud83d\\ude00b","type":"G"}',
    });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().name).toBe('a😀b');
  });

  // Issue 7: a staff path that does not exist answered invalid JSON with 400, a real one with 404.
  it('answers 404 on a path with no route, whatever its body', async () => {
    const t = await start();
    for (const url of ['/api/staff/artist-groups', '/api/staff/no-such-screen', '/api/nothing-here']) {
      const response = await t.inject({ method: 'POST', url, headers: json, payload: '{not json' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
  });

  // Issue 20: a provider name of 21 or more characters answered 500 (its zod error thrown by the handler).
  it('answers a payment webhook for a provider of any name with 400 or 404 in the error model', async () => {
    const t = await start();
    const cases: [string, number][] = [
      ['a'.repeat(21), 400],
      ['a'.repeat(8000), 400],
      [`${'%F0%9F%98%80'.repeat(21)}`, 400],
      ['nobody', 404],
    ];
    for (const [provider, status] of cases) {
      for (const [type, payload] of [
        ['application/json', '{}'],
        ['text/plain', 'anything'],
      ]) {
        const url = `/api/payments/webhooks/${provider}`;
        const response = await t.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(response.statusCode, `${url.slice(0, 60)} ${type}`).toBe(status);
        const { code, message } = response.json();
        expect(status === 404 ? ['NOT_FOUND'] : ['VALIDATION', 'BAD_REQUEST']).toContain(code);
        expect(typeof message).toBe('string');
      }
    }
  });
});

describe('the API document', () => {
  it('is served to staff only in production', async () => {
    const t = await start({ nodeEnv: 'production' });
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    expect((await t.get('/api/docs/json')).statusCode).toBe(404);
    expect((await t.get('/api/docs')).statusCode).toBe(404);
    expect((await t.get('/api/docs/json', member.cookie)).statusCode).toBe(404);
    const forStaff = await t.get('/api/docs/json', staff.cookie);
    expect(forStaff.statusCode).toBe(200);
    expect(Object.keys(forStaff.json().paths)).toContain('/api/staff/artist-groups');
  });

  it('is open outside production, for developers', async () => {
    const t = await start();
    expect((await t.get('/api/docs/json')).statusCode).toBe(200);
  });
});
