import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApps, uniqueEmail } from './test/app.ts';

const { start } = setupTestApps();

describe('app', () => {
  it('reports health after asking the database', async () => {
    const t = await start();
    const response = await t.get('/api/health');
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer, a 404 included', async () => {
    const t = await start();
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
        "font-src 'self' data:;connect-src 'self';media-src 'self' blob:;object-src 'none';" +
        "frame-ancestors 'none';base-uri 'self';form-action 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/ping', '/api/ping', '/api/no-such-thing']) {
      const response = await t.get(url);
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const t = await start();
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.inject({
        method,
        url: '/api/no-such-thing',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    }
  });

  it('refuses malformed JSON, a wrong content type and a body over 1 MB with clear messages', async () => {
    const t = await start();
    const url = '/api/auth/sign-in';
    /** Posts `payload` as it is, labelled `contentType`. */
    const postRaw = (contentType: string, payload: string) =>
      t.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const malformed = await postRaw('application/json', '{"username": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    const text = await postRaw('text/plain', 'hi');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(text.json().message).toContain('application/json');
    const large = await postRaw(
      'application/json',
      JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large: the body may be at most 1 MB.',
    });
    const badUrl = await t.get('/api/me/addresses/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address of this request is not valid.',
    });
    const missing = await t.post(url);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
    const array = await t.post(url, [1, 2]);
    expect(array.statusCode).toBe(400);
    const proto = await postRaw(
      'application/json',
      '{"__proto__": {"x": 1}, "username": "a", "password": "b"}',
    );
    expect(proto.statusCode).toBe(400);
  });

  it('refuses state-changing requests from another origin', async () => {
    const t = await start();
    const send = (headers: Record<string, string>) =>
      t.inject({ method: 'POST', url: '/api/auth/find-id', payload: { email: uniqueEmail() }, headers });
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of foreign) {
      const response = await send(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Permission Denied' });
    }
    expect((await send({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await send({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await send({ referer: 'http://localhost:3000/recovery/id' })).statusCode).toBe(200);
    expect((await send({})).statusCode).toBe(200);
    const read = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('rate limits sign-in, code sending, code checking and recovery per client', async () => {
    const limit = { max: 2, windowSeconds: 60 };
    const t = await start({
      rateLimits: {
        signIn: limit,
        sendVerificationCode: limit,
        validateEmail: limit,
        checkReferralCode: limit,
        signUp: limit,
        recovery: limit,
      },
    });
    const requests: { method?: 'GET'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/api/auth/validate-email?email=${encodeURIComponent(uniqueEmail())}` },
      { url: '/api/auth/sign-in', payload: { username: 'NOSUCH1', password: 'x' } },
      { url: '/api/email-verification/send', payload: { email: 'bad' } },
      { url: '/api/auth/sign-up', payload: {} },
      { method: 'GET', url: '/api/auth/referral-codes/NOSUCH' },
      { url: '/api/auth/find-id', payload: { email: uniqueEmail() } },
      { url: '/api/auth/request-change-password', payload: { memberCode: 'ABC1234', email: uniqueEmail() } },
    ];
    for (const request of requests) {
      for (let index = 0; index < 2; index++) {
        expect((await t.inject({ method: 'POST', ...request })).statusCode).not.toBe(429);
      }
      const refused = await t.inject({ method: 'POST', ...request });
      expect(refused.statusCode, request.url).toBe(429);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      });
    }
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const t = await start();
    const response = await t.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const signUp = document.paths['/api/auth/sign-up'].post;
    const schema = signUp.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toContain('verificationCode');
    expect(document.paths['/api/me/addresses/{id}']).toBeDefined();
    expect((await t.get('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('shows the outbox newest first in the development mailbox, never in production', async () => {
    const t = await start();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await t.sendCode(first);
    await t.sendCode(second);
    const response = await t.get('/api/dev/mailbox');
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual([second, first]);
    expect(Object.keys(mails[0]).sort()).toEqual([
      'channel',
      'createdAt',
      'html',
      'id',
      'status',
      'subject',
      'text',
      'to',
    ]);
    expect(mails[0]).toMatchObject({
      channel: 'EMAIL',
      subject: 'Your Fanship verification code',
      status: 'PENDING',
    });
    const production = await start({ nodeEnv: 'production', passwordHashCost: 10 });
    const hidden = await production.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('NOT_FOUND');
  });

  it('serves the built web app with an index.html fallback for page routes', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'fanship-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Fanship</title>');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    const t = await start({ webDist });
    const page = await t.inject({ method: 'GET', url: '/addresses/new', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Fanship</title>');
    expect((await t.get('/robots.txt')).body).toBe('User-agent: *');
    const api = await t.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    expect((await t.get('/missing.js')).statusCode).toBe(404);
  });

  it('sends files compressed at build time by Accept-Encoding, hashed assets cached immutable, HTML revalidated', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'fanship-web-'));
    mkdirSync(join(webDist, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><head><title>Fanship</title></head>');
    writeFileSync(join(webDist, 'assets', 'index-AbCd1234.js'), script);
    writeFileSync(join(webDist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));
    const t = await start({ webDist });
    const url = '/assets/index-AbCd1234.js';
    const brotli = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const path of ['/', '/shop-products/300']) {
      const page = await t.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>Fanship</title>');
    }
  });

  it("announces a public page's route chunks and styles in its HTML, with a pre-rendered page in #root", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'fanship-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Fanship</title></head><body><div id="root"></div></body></html>',
    );
    const routes = [
      { path: '/', js: ['/assets/home-1.js'], css: [] },
      {
        path: '/shop-products/:id',
        js: ['/assets/detail-1.js', '/assets/Badge-1.js'],
        css: ['/assets/d-1.css'],
      },
    ];
    writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify({ routes }));
    writeFileSync(join(webDist, 'prerendered.json'), JSON.stringify({ '/': '<h1>Welcome</h1>' }));
    const t = await start({ webDist });
    const page = (url: string) => t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const detail = (await page('/shop-products/300')).body;
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/detail-1.js">');
    expect(detail).toContain('<link rel="modulepreload" crossorigin href="/assets/Badge-1.js">');
    expect(detail).toContain('<link rel="stylesheet" crossorigin href="/assets/d-1.css">');
    expect(detail.indexOf('detail-1.js')).toBeLessThan(detail.indexOf('</head>'));
    const home = (await page('/')).body;
    expect(home).toContain('href="/assets/home-1.js"');
    expect(home).not.toContain('detail-1.js');
    expect(home).toContain('<body><div id="root" inert><h1>Welcome</h1></div>');
    expect((await page('/?from=mail')).body).toContain('<div id="root"></div>');
    expect(detail).toContain('<div id="root"></div>');
    expect((await page('/profile')).body).not.toContain('modulepreload');
  });

  it('compresses JSON answers of 1 KB or more and leaves small ones and error bodies readable', async () => {
    const t = await start();
    const large = await t.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const small = await t.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const missing = await t.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource Not Found' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toBeTruthy();
  });
});
