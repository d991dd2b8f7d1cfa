import { marketplaceListings } from '@fanship/db/catalogue-schema';
import { requests } from '@fanship/db/request-schema';
import { mailOutbox } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../jobs/background-jobs.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { createOfmRequest } from '../../test/payments.ts';
import { expectHiddenFromOthers, queueCodesByAmount, requestHistoryOf } from '../../test/requests.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { expectMemberFileRefusals, multipart, png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('ofm');

async function startWithDisk(): Promise<TestApp> {
  return start({ dataDir: await newDataDir() });
}

async function upload(t: TestApp, member: TestMember, bytes = png) {
  const response = await t.upload(
    '/api/uploads/member-files?domain=ofm',
    multipart('photo.png', bytes),
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { filename: string; tag: string; url: string };
}

const item = (fields: Record<string, unknown> = {}) => ({
  url: 'https://shop.example.kr/album/1',
  name: 'Mini album',
  unitPrice: 18_000,
  quantity: 2,
  memberNote: 'Version A please',
  images: [],
  ...fields,
});

const regular = (fields: Record<string, unknown> = {}) => ({
  type: 'ONLINE_REGULAR',
  shopName: 'Album Shop',
  videoCall: false,
  memberNote: null,
  items: [item()],
  ...fields,
});

async function create(t: TestApp, member: TestMember, body: object) {
  return t.post('/api/ofm-services', body, member.cookie);
}

async function createCode(t: TestApp, member: TestMember, body: object = regular()): Promise<string> {
  const response = await create(t, member, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

describe('Order for Me requests', () => {
  it('creates a request with an uploaded image, priced by the server, with its code and first timeline entry', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const image = await upload(t, member);
    expect(image.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(image.tag).toBe('USER_REQUEST');
    const code = await createCode(
      t,
      member,
      regular({ items: [item({ images: [{ filename: image.filename, tag: 'USER_REQUEST' }] })] }),
    );
    // The test clock is 2026-03-01T09:00Z: 18:00 in Korea, the same day.
    expect(code).toBe('OF2603010001');
    const detail = await t.get(`/api/ofm-services/${code}`, member.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      code,
      type: 'ONLINE_REGULAR',
      status: 'SCOM01',
      statusLabel: 'Awaiting payment',
      editable: true,
      cancellable: true,
      shopName: 'Album Shop',
      orderValueKrw: 36_000,
      domesticShippingKrw: 4_000,
      feeKrw: 7_000,
      prepaymentKrw: 47_000,
      feeLines: [
        { label: 'Domestic shipping', amountKrw: 4_000 },
        { label: 'Service fee', amountKrw: 7_000 },
      ],
      items: [
        {
          name: 'Mini album',
          unitPrice: 18_000,
          quantity: 2,
          memberNote: 'Version A please',
          images: [{ filename: image.filename, tag: 'USER_REQUEST', url: `/api/files/${image.filename}` }],
        },
      ],
      history: [
        { fromStatus: null, toStatus: 'SCOM01', toLabel: 'Awaiting payment', actor: 'member', reason: null },
      ],
    });
    const second = await createCode(t, member);
    expect(second).toBe('OF2603010002');
  });

  it('serves a member file only to its owner and staff, never to a shared cache', async () => {
    const t = await startWithDisk();
    const owner = await t.createMember();
    const other = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const image = await upload(t, owner);
    const asOwner = await t.get(image.url, owner.cookie);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(png)).toBe(true);
    expect(asOwner.headers['content-type']).toBe('image/png');
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    expect(asOwner.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.get(image.url, staff.cookie)).statusCode).toBe(200);
    expect((await t.get(image.url, other.cookie)).statusCode).toBe(404);
    expect((await t.get(image.url)).statusCode).toBe(401);
  });

  it('deletes uploads no request refers to a day later (the clean-up job), and keeps attached ones', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const used = await upload(t, member);
    const unused = await upload(t, member);
    await createCode(
      t,
      member,
      regular({ items: [item({ images: [{ filename: used.filename, tag: 'USER_REQUEST' }] })] }),
    );
    const jobs = backgroundJobs(t.app.appContext, undefined);
    const run = () =>
      runDueJobs({
        db: t.database.db,
        clock: t.clock,
        jobs: jobs.filter((job) => job.name === 'member-files.delete-unattached'),
      });
    await run();
    t.clock.advance(23 * 3600);
    expect((await t.get(unused.url, member.cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 3600);
    await run();
    expect((await t.get(unused.url, member.cookie)).statusCode).toBe(404);
    expect((await t.get(used.url, member.cookie)).statusCode).toBe(200);
  });

  it('refuses files that are not images, and images over 15 MB, with the spec messages', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    await expectMemberFileRefusals(t, member.cookie, 'ofm');
  });

  it("refuses another member's image and creates nothing ('Failed to upload images')", async () => {
    const t = await startWithDisk();
    const owner = await t.createMember();
    const thief = await t.createMember();
    const image = await upload(t, owner);
    const response = await create(
      t,
      thief,
      regular({ items: [item({ images: [{ filename: image.filename, tag: 'USER_REQUEST' }] })] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Failed to upload images');
    expect(await t.database.db.select().from(requests)).toHaveLength(0);
  });

  it('checks every field with the spec messages', async () => {
    const t = await start();
    const member = await t.createMember();
    const fieldErrors = async (body: object) => {
      const response = await create(t, member, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors;
    };
    expect(await fieldErrors(regular({ items: [] }))).toMatchObject({
      items: 'Please add at least one item',
    });
    expect(await fieldErrors(regular({ items: [item({ url: 'shop.example.kr' })] }))).toMatchObject({
      'items.0.url': 'Invalid URL format',
    });
    expect(await fieldErrors(regular({ shopName: 'x'.repeat(21) }))).toMatchObject({
      shopName: 'Shop name is too long (max. 20)',
    });
    expect(await fieldErrors(regular({ items: [item({ unitPrice: 99 })] }))).toMatchObject({
      'items.0.unitPrice': 'Unit price should be at least 100 KRW',
    });
    expect(await fieldErrors(regular({ items: [item({ quantity: 0 })] }))).toMatchObject({
      'items.0.quantity': 'Quantity should be a valid number',
    });
    expect(await fieldErrors(regular({ videoCall: true, videoCallInfo: 'x'.repeat(3001) }))).toMatchObject({
      videoCallInfo: 'Information is too long (Max 3000 characters)',
    });
    const fourImages = Array.from({ length: 4 }, (_, index) => ({
      filename: `${String(index).repeat(32)}.png`,
      tag: 'USER_REQUEST',
    }));
    expect(await fieldErrors(regular({ items: [item({ images: fourImages })] }))).toMatchObject({
      'items.0.images': 'Maximum 3 images per item',
    });
    expect(await fieldErrors(regular({ type: 'OFFLINE' }))).toMatchObject({
      visitMinutes: 'Visit length is required',
    });
    expect(await fieldErrors(regular({ type: 'PROXY_FANSIGN' }))).toMatchObject({
      applicantName: 'Applicant name is required',
    });
    const shop = await create(t, member, regular({ type: 'KFD_SHOP' }));
    expect(shop.statusCode).toBe(400);
    expect(shop.json().message).toBe('Shop products are bought from the cart');
    expect(await t.database.db.select().from(requests)).toHaveLength(0);
  });

  it('keeps shop times (in Korean time) only for priority and fansign, and prices offline visits and fansign attendance', async () => {
    const t = await start();
    const member = await t.createMember();
    const times = { shopOpenAt: '2026-03-02T10:00+09:00', shopCloseAt: '2026-03-02T20:00+09:00' };
    const priority = await createCode(t, member, regular({ type: 'ONLINE_PRIORITY', ...times }));
    const plain = await createCode(t, member, regular(times));
    const offline = await createCode(t, member, regular({ type: 'OFFLINE', visitMinutes: 150 }));
    const fansign = await createCode(
      t,
      member,
      regular({
        type: 'PROXY_FANSIGN',
        fansignParticipation: 'ATTEND',
        applicantName: 'Kim Min Ji',
        ...times,
      }),
    );
    const get = async (code: string) => (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();
    expect(await get(priority)).toMatchObject({
      shopOpenAt: '2026-03-02T01:00:00.000Z',
      shopCloseAt: '2026-03-02T11:00:00.000Z',
      feeKrw: 22_000,
    });
    expect(await get(plain)).toMatchObject({ shopOpenAt: null, shopCloseAt: null });
    // 36,000 of items: 30,000 + 1.5 extra hours at 15,000 + 3% (1,080).
    expect(await get(offline)).toMatchObject({
      visitMinutes: 150,
      feeKrw: 52_500 + 1_080,
      prepaymentKrw: 36_000 + 53_580,
    });
    expect(await get(fansign)).toMatchObject({
      fansignParticipation: 'ATTEND',
      applicantName: 'Kim Min Ji',
      feeKrw: 7_000 + 30_000,
    });
    const badTimes = await create(
      t,
      member,
      regular({ type: 'ONLINE_PRIORITY', shopOpenAt: '2026-03-02T10:00Z' }),
    );
    expect(badTimes.json().fieldErrors).toMatchObject({
      shopOpenAt: 'Enter the time in Korean time (YYYY-MM-DDTHH:mm+09:00)',
    });
  });

  it('buys a marketplace listing at its own price and shipping fee, whatever the client says, and refuses a sold one', async () => {
    const t = await start();
    const member = await t.createMember();
    await t.database.db.insert(marketplaceListings).values([
      {
        pid: '3001',
        name: 'Photocard set',
        priceKrw: 25_000,
        shippingFeeKrw: 3_500,
        imageUrlTemplate: 'https://img/{cnt}_{res}.jpg',
      },
      {
        pid: '3002',
        name: 'Sold poster',
        priceKrw: 9_000,
        saleStatus: 'SOLD_OUT',
        imageUrlTemplate: 'https://img/{cnt}_{res}.jpg',
      },
    ]);
    const body = (pid: string) => ({
      type: 'BUNJANG_KFD',
      shopName: 'Bunjang',
      sourceType: 'BUNJANG_KFD',
      sourceId: pid,
      items: [item({ unitPrice: 100, quantity: 5, name: 'cheap' })],
    });
    const code = await createCode(t, member, body('3001'));
    const detail = (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();
    // 25,000 + (10,000 + 3% = 10,750) + 3,500 shipping.
    expect(detail).toMatchObject({
      type: 'BUNJANG_KFD',
      orderValueKrw: 25_000,
      domesticShippingKrw: 3_500,
      feeKrw: 10_750,
      prepaymentKrw: 39_250,
      items: [{ name: 'Photocard set', unitPrice: 25_000, quantity: 1 }],
    });
    const sold = await create(t, member, body('3002'));
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This item has already been sold.');
  });

  it('lists a member’s own requests a page at a time, newest first', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    for (let index = 0; index < 12; index += 1) {
      await createCode(t, member, regular({ shopName: `Shop ${index}` }));
      t.clock.advance(60);
    }
    await createCode(t, other);
    const page = async (query: string) => (await t.get(`/api/ofm-services${query}`, member.cookie)).json();
    const first = await page('');
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalElements: 12 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({
      shopName: 'Shop 11',
      status: 'SCOM01',
      firstItemName: 'Mini album',
      itemCount: 1,
      prepaymentKrw: 47_000,
    });
    const second = await page('?page=2');
    expect(second.content.map((row: { shopName: string }) => row.shopName)).toEqual(['Shop 1', 'Shop 0']);
    expect((await page('?status=SCOM09')).totalElements).toBe(0);
    const unknown = await t.get('/api/ofm-services?status=XX01', member.cookie);
    expect(unknown.statusCode).toBe(400);
  });

  it('edits only while awaiting payment, cancels once, and hides a request from other members (404)', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const code = await createCode(t, member);
    const url = `/api/ofm-services/${code}`;
    await expectHiddenFromOthers(t, other.cookie, url, regular(), [`${url}/purchase-items`]);
    const edited = await t.patch(
      url,
      regular({ items: [item({ unitPrice: 60_000, quantity: 2 })] }),
      member.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await t.get(url, member.cookie)).json();
    expect(after).toMatchObject({ orderValueKrw: 120_000, feeKrw: 4_000, prepaymentKrw: 128_000 });
    expect((await t.get(`${url}/purchase-items`, member.cookie)).json()).toEqual([]);

    const cancelled = await t.post(`${url}/cancel`, undefined, member.cookie);
    expect(cancelled.statusCode).toBe(204);
    const again = await t.post(`${url}/cancel`, undefined, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is cancelled: it cannot be changed this way (cancel).');
    const late = await t.patch(url, regular(), member.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request is cancelled and can no longer be edited.');
    const final = (await t.get(url, member.cookie)).json();
    expect(final).toMatchObject({ status: 'SCOM09', editable: false, cancellable: false });
    expect(final.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual(['SCOM01', 'SCOM09']);
    // The member cancelled it themselves: no notice.
    expect((await t.latestMailTo(member.email))?.subject).not.toContain(code);
  });
});

describe('Order for Me in the staff console', () => {
  it('queues requests by status with counts and search, shows one with its member, and cancels it with a reason the member is told', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const minji = await t.createMember({ firstName: 'Minji', lastName: 'Kim' });
    const joon = await t.createMember({ firstName: 'Joon', lastName: 'Park' });
    const first = await createCode(t, minji);
    await createCode(t, minji, regular({ items: [item(), item({ name: 'Poster' })] }));
    const third = await createCode(t, joon);
    const queue = async (query: string) => t.get(`/api/staff/requests/ofm${query}`, staff.cookie);
    const all = (await queue('')).json();
    expect(all.totalElements).toBe(3);
    expect(all.counts).toContainEqual({ status: 'SCOM01', label: 'Awaiting payment', count: 3 });
    expect(all.content[1]).toMatchObject({
      member: { code: minji.code, name: 'Minji Kim', email: minji.email },
      summary: 'Online purchase (regular) · Album Shop · Mini album +1',
      amountKrw: 72_000 + 7_000 + 4_000,
    });
    expect((await queue('?search=park')).json().content.map((row: { code: string }) => row.code)).toEqual([
      third,
    ]);
    expect((await queue(`?search=${first}`)).json().content.map((row: { code: string }) => row.code)).toEqual(
      [first],
    );
    expect((await queue(`?search=${minji.code}`)).json().totalElements).toBe(2);
    // The type filter: by the kind's types, any other a 400.
    const priority = await createCode(t, joon, regular({ type: 'ONLINE_PRIORITY' }));
    const codesOf = async (query: string) =>
      (await queue(query)).json().content.map((row: { code: string }) => row.code);
    expect(await codesOf('?type=ONLINE_PRIORITY')).toEqual([priority]);
    expect(await codesOf('?type=ONLINE_REGULAR&search=park')).toEqual([third]);
    const unknownType = await queue('?type=NOT_A_TYPE');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe('Unknown type');

    const detail = (await t.get(`/api/staff/requests/ofm/${first}`, staff.cookie)).json();
    expect(detail).toMatchObject({
      code: first,
      member: { code: minji.code, name: 'Minji Kim' },
      actions: [{ to: 'SCOM09', action: 'Cancel' }],
      purchaseItems: [],
    });

    const noReason = await t.post(`/api/staff/requests/ofm/${first}/cancel`, { reason: ' ' }, staff.cookie);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Reason is required' });
    const cancel = await t.post(
      `/api/staff/requests/ofm/${first}/cancel`,
      { reason: 'The shop no longer sells this album.' },
      staff.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(204);
    const seen = (await t.get(`/api/ofm-services/${first}`, minji.cookie)).json();
    expect(seen.history[1]).toMatchObject({
      fromStatus: 'SCOM01',
      toStatus: 'SCOM09',
      toLabel: 'Cancelled',
      actor: 'staff',
      reason: 'The shop no longer sells this album.',
    });
    const mail = await t.latestMailTo(minji.email);
    expect(mail?.subject).toBe(`[OFM] ${first}: Cancelled`);
    expect(mail?.textBody).toContain('Reason: The shop no longer sells this album.');
    expect(mail?.textBody).toContain(`/ofm/${first}`);
    expect((await queue('?status=SCOM09')).json().content.map((row: { code: string }) => row.code)).toEqual([
      first,
    ]);
  });
});

describe('Order for Me under concurrency', () => {
  it('two staff cancelling one request at once: one move, one history row, one notice; the other gets a 409', async () => {
    const t = await start();
    const staff = [await createMemberWithRole(t, 'staff'), await createMemberWithRole(t, 'staff')];
    const member = await t.createMember();
    const code = await createCode(t, member);
    const responses = await Promise.all(
      [...staff, ...staff, ...staff].map((person) =>
        t.post(
          `/api/staff/requests/ofm/${code}/cancel`,
          { reason: 'Out of stock at the shop.' },
          person.cookie,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([204, 409, 409, 409, 409, 409]);
    const [row] = await t.database.db.select().from(requests).where(eq(requests.code, code));
    const history = await requestHistoryOf(t, row!.id);
    expect(history.map((entry) => entry.toStatus)).toEqual(['SCOM01', 'SCOM09']);
    const notices = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, member.email));
    expect(notices.filter((mail) => mail.subject.includes(code))).toHaveLength(1);
  });

  it('100 requests created at once get 100 distinct codes', async () => {
    const t = await start();
    const member = await t.createMember();
    const responses = await Promise.all(Array.from({ length: 100 }, () => create(t, member, regular())));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const codes = new Set(responses.map((response) => response.json().code));
    expect(codes.size).toBe(100);
    expect([...codes].every((code) => /^OF260301\d{4}$/.test(code))).toBe(true);
  });
});

describe('the staff OFM queue by amount', () => {
  it('sorts by the prepayment it shows, either way', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const [mid, dear, cheap] = [
      await createOfmRequest(t, member, { unitPrice: 30_000 }),
      await createOfmRequest(t, member, { unitPrice: 90_000 }),
      await createOfmRequest(t, member, { unitPrice: 5_000 }),
    ];
    expect(await queueCodesByAmount(t, staff, 'ofm', [mid, dear, cheap])).toEqual([cheap, mid, dear]);
  });
});
