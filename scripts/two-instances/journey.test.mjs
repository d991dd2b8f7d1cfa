/**
 * Issue 25, "Run it": two production instances on one PostgreSQL database behind nginx (cluster.mjs), and an API
 * journey through the proxy, each step a test. Run with `npm run test:two-instances` after `npm run build`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
// The server's own multipart form and 1 x 1 PNG (built: the journey runs the built server).
import { multipart, png } from '../../apps/server/dist/lib/multipart-body.js';
import { origins, ports, startCluster } from './cluster.mjs';
import { send, sessionCookie, waitFor } from './http-client.mjs';

/** How long after a catalogue write every instance serves it (`CATALOGUE_VERSION_CHECK_MS` in apps/server/src/lib/catalogue-versions.ts). */
const CATALOGUE_BOUND_MS = 1_000;
const password = 'Secret12!';

let cluster;
/** The member signed up in the first step: `{ code, cookie }`. */
let member;

before(async () => {
  cluster = await startCluster();
});

after(async () => {
  await cluster?.stop(process.env.TWO_INSTANCES_LOG_DIR);
});

/** Signs up through the proxy (the verification code read from the outbox: production mails it) and signs in. */
async function signUpThroughProxy(label) {
  const email = `${label}-${process.pid}-${Date.now()}@example.com`;
  const sent = await send(origins.proxy, '/api/email-verification/send', { method: 'POST', json: { email } });
  assert.equal(sent.status, 200, sent.text());
  const { rows } = await cluster.query(
    'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const verificationCode = rows[0]?.text_body.match(/\b(\d{6})\b/)?.[1];
  assert.ok(verificationCode, `no verification code mailed to ${email}`);
  const fields = {
    email,
    password,
    firstName: 'Two',
    lastName: 'Instances',
    countryCode: 'US',
    verificationCode,
  };
  const signedUp = await send(origins.proxy, '/api/auth/sign-up', { method: 'POST', json: fields });
  assert.equal(signedUp.status, 201, signedUp.text());
  const { code } = signedUp.json();
  return { code, cookie: await signIn(code) };
}

async function signIn(username) {
  const answer = await send(origins.proxy, '/api/auth/sign-in', {
    method: 'POST',
    json: { username, password },
  });
  assert.equal(answer.status, 200, answer.text());
  return sessionCookie(answer);
}

test('signs up and signs in through the proxy; the session holds on both instances', async () => {
  member = await signUpThroughProxy('member');
  for (const origin of [origins.a, origins.b]) {
    const me = await send(origin, '/api/me', { cookie: member.cookie });
    assert.equal(me.status, 200, `${origin}: ${me.text()}`);
    assert.equal(me.json().code, member.code);
  }
});

test('a file uploaded through one instance is read back on both and through the proxy', async () => {
  assert.ok(member, 'needs the signed-up member');
  const form = multipart('photo.png', png);
  const uploaded = await send(origins.a, '/api/uploads/member-files?domain=ofm', {
    method: 'POST',
    cookie: member.cookie,
    body: form.payload,
    headers: form.headers,
  });
  assert.equal(uploaded.status, 201, uploaded.text());
  const { url } = uploaded.json();
  // Twice through the proxy: round-robin sends one of the two to each instance.
  for (const origin of [origins.a, origins.b, origins.proxy, origins.proxy]) {
    const read = await send(origin, url, { cookie: member.cookie });
    assert.equal(read.status, 200, `${origin}${url}: ${read.text()}`);
    assert.deepEqual(read.bytes, png, `${origin}${url} answered other bytes`);
  }
});

test('a sandbox payment approved on one instance is confirmed on the other, settled once', async () => {
  assert.ok(member, 'needs the signed-up member');
  const item = { url: 'https://shop.example.kr/item/1', name: 'Mini album', unitPrice: 20_000, quantity: 1 };
  const request = await send(origins.proxy, '/api/ofm-services', {
    method: 'POST',
    cookie: member.cookie,
    json: { type: 'ONLINE_REGULAR', shopName: 'Ktown4u', items: [item] },
  });
  assert.equal(request.status, 200, request.text());
  const order = await send(origins.a, '/api/orders/request', {
    method: 'POST',
    cookie: member.cookie,
    json: {
      targets: [{ code: request.json().code, type: 'OFM' }],
      creditRedeemAmount: 0,
      paymentMethod: 'CARD',
    },
  });
  assert.equal(order.status, 200, order.text());
  const { code, payment } = order.json();
  const page = new URL(payment.approveUrl).pathname;
  assert.equal((await send(origins.b, page)).status, 200);
  const approved = await send(origins.b, `${page}/approve`, {
    method: 'POST',
    body: Buffer.alloc(0),
    headers: { origin: origins.proxy, 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(approved.status, 303, approved.text());
  for (const origin of [origins.a, origins.b, origins.proxy]) {
    const confirmed = await send(origin, `/api/orders/${code}/confirm-payment`, {
      method: 'POST',
      cookie: member.cookie,
      json: { code },
    });
    assert.equal(confirmed.status, 200, `${origin}: ${confirmed.text()}`);
    assert.equal(confirmed.json().status, 'OR03', `${origin}: ${confirmed.text()}`);
  }
  const { rows } = await cluster.query(
    "SELECT status FROM payment_attempts WHERE status <> 'CANCELLED' ORDER BY id",
  );
  assert.deepEqual(
    rows.map((row) => row.status),
    ['PAID'],
  );
});

test(`a catalogue change through one instance is served by both within ${CATALOGUE_BOUND_MS} ms`, async () => {
  const staff = await signUpThroughProxy('staff');
  await cluster.query("UPDATE members SET role = 'staff' WHERE code = $1", [staff.code]);
  const product = {
    name: 'Two Instances Album',
    priceKrw: '21000',
    stockQuantity: 5,
    category: 'ALBUM',
    type: 'NEW',
    originShop: 'WEVERSE',
    artistGroupCode: null,
    artistMemberCode: null,
    thumbnailPath: null,
    imagePaths: [],
    descriptionHtml: '<p>Both instances</p>',
    isPublished: true,
  };
  const created = await send(origins.a, '/api/staff/shop-products', {
    method: 'POST',
    cookie: staff.cookie,
    json: product,
  });
  assert.equal(created.status, 201, created.text());
  const path = `/api/shop-products/${created.json().id}`;
  const stock = async (origin) => (await send(origin, path)).json().stockQuantity;
  // Each instance keeps the product in its cache.
  assert.equal(await stock(origins.a), 5);
  assert.equal(await stock(origins.b), 5);
  const changed = await send(origins.a, `/api/staff/shop-products/${created.json().id}/stock`, {
    method: 'PATCH',
    cookie: staff.cookie,
    json: { stockQuantity: 0 },
  });
  assert.equal(changed.status, 200, changed.text());
  const answered = Date.now();
  // The bound, plus a request's time on a busy machine.
  const seen = await waitFor(async () => (await stock(origins.b)) === 0 && (await stock(origins.a)) === 0, {
    timeoutMs: CATALOGUE_BOUND_MS + 500,
  });
  assert.ok(seen, `instance b still served the old stock ${Date.now() - answered} ms after the change`);
});

test('the sign-in limit (10 a minute) holds across both instances: the 11th attempt through the proxy is 429', async () => {
  // From another loopback address: a client of its own, whose count the steps above did not touch.
  const from = '127.0.0.2';
  const statuses = [];
  for (let attempt = 1; attempt <= 11; attempt++) {
    const answer = await send(origins.proxy, '/api/auth/sign-in', {
      method: 'POST',
      from,
      // Another unknown account each time: the per-account back-off (429 after 5 failures) stays out of it.
      json: { username: `NOSUC${String(attempt).padStart(2, '0')}`, password: 'wrong-password' },
    });
    statuses.push(answer.status);
  }
  assert.deepEqual(
    statuses.slice(0, 10).filter((status) => status === 429),
    [],
    `statuses: ${statuses}`,
  );
  assert.equal(statuses[10], 429, `statuses: ${statuses}`);
  // nginx sent the attempts to both instances.
  const upstreams = readFileSync(`${cluster.folder}/nginx-access.log`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${from} `) && line.includes('/api/auth/sign-in'))
    .map((line) => line.split(' ').at(-1));
  assert.deepEqual(new Set(upstreams), new Set([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]));
});
