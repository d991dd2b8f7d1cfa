import { requests } from '@fanship/db/request-schema';
import { packageItems, packages } from '@fanship/db/warehouse-schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { giveIncoming } from '../../test/incomings.ts';
import { givePackage, packageHistoryOf } from '../../test/packages.ts';
import { expectHiddenFromOthers, queueCodesByAmount } from '../../test/requests.ts';
import { createMemberWithRole, withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

const item = (fields: Record<string, unknown> = {}) => ({
  name: 'Mini album',
  categoryCode: 'ALBUM',
  unitPrice: 18_000,
  quantity: 2,
  memberNote: 'https://shop.example.kr/album/1',
  ...fields,
});

const parcel = (fields: Record<string, unknown> = {}) => ({
  sellerName: 'Album Shop',
  trackingNo: 'cj1234567890',
  carrierName: 'CJ',
  items: [
    item(),
    item({ name: 'Poster', categoryCode: 'MERCH', unitPrice: 5_000, quantity: 3, memberNote: '' }),
  ],
  memberNote: 'Fragile',
  ...fields,
});

function create(t: TestApp, member: TestMember, body: object) {
  return t.post('/api/incoming-services', body, member.cookie);
}

async function createCode(t: TestApp, member: TestMember, body: object = parcel()): Promise<string> {
  const response = await create(t, member, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

async function detailOf(t: TestApp, member: TestMember, code: string) {
  const response = await t.get(`/api/incoming-services/${code}`, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('incomings', () => {
  it('registers a parcel with its items, total value and first timeline entry', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await createCode(t, member);
    // The test clock is 2026-03-01T09:00Z: the same Korean day.
    expect(code).toBe('IN2603010001');
    expect(await detailOf(t, member, code)).toMatchObject({
      code,
      status: 'SCIN01',
      statusLabel: 'Registered',
      editable: true,
      cancellable: true,
      createdAt: '2026-03-01T09:00:00.000Z',
      trackingNo: 'CJ1234567890',
      carrierName: 'CJ',
      sellerName: 'Album Shop',
      memberNote: 'Fragile',
      arrivedPackageCode: null,
      totalValue: 36_000 + 15_000,
      items: [
        {
          name: 'Mini album',
          categoryCode: 'ALBUM',
          unitPrice: 18_000,
          quantity: 2,
          amount: 36_000,
          memberNote: 'https://shop.example.kr/album/1',
        },
        {
          name: 'Poster',
          categoryCode: 'MERCH',
          unitPrice: 5_000,
          quantity: 3,
          amount: 15_000,
          memberNote: null,
        },
      ],
      history: [
        { fromStatus: null, toStatus: 'SCIN01', toLabel: 'Registered', actor: 'member', reason: null },
      ],
    });
    // No carrier is fine.
    const second = await createCode(t, member, parcel({ trackingNo: 'HJ99', carrierName: '' }));
    expect((await detailOf(t, member, second)).carrierName).toBeNull();
  });

  it('checks every field with the spec messages, and visitors are asked to log in', async () => {
    const t = await start();
    const member = await t.createMember();
    const refused = async (body: object) => {
      const response = await create(t, member, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors as Record<string, string>;
    };
    expect(
      await refused(
        parcel({ sellerName: '', trackingNo: '', carrierName: 'DHL', memberNote: 'x'.repeat(3001) }),
      ),
    ).toEqual({
      sellerName: 'Seller name is required',
      trackingNo: 'Tracking number is required',
      carrierName: 'Unknown carrier',
      memberNote: 'Note is too long',
    });
    expect(await refused(parcel({ sellerName: 'x'.repeat(51), trackingNo: 'A'.repeat(21) }))).toEqual({
      sellerName: 'Seller name is too long (max. 50)',
      trackingNo: 'Tracking number is too long (max. 20)',
    });
    expect((await refused(parcel({ trackingNo: 'CJ 123-4' }))).trackingNo).toBe(
      'Tracking number can only contain letters and numbers',
    );
    expect((await refused(parcel({ items: [] }))).items).toBe('Please add at least one item');
    expect(
      await refused(
        parcel({
          items: [
            item({
              name: 'Album (Ver. A)',
              categoryCode: '',
              unitPrice: 99,
              quantity: 0,
              memberNote: 'x'.repeat(3001),
            }),
            item({ name: '', unitPrice: 'abc', quantity: 1.5 }),
            item({ name: 'a'.repeat(101) }),
          ],
        }),
      ),
    ).toEqual({
      'items.0.name': 'Item name must contain only English letters, numbers, and spaces',
      'items.0.categoryCode': 'Category is required',
      'items.0.unitPrice': 'Unit price should be at least 100 KRW',
      'items.0.quantity': 'Quantity should be a valid number',
      'items.0.memberNote': 'Note is too long',
      'items.1.name': 'Item name is required',
      'items.1.unitPrice': 'Unit price should be at least 100 KRW',
      'items.1.quantity': 'Quantity should be a valid number',
      'items.2.name': 'Item name is too long (max. 100)',
    });
    const visitor = await t.post('/api/incoming-services', parcel());
    expect(visitor.statusCode).toBe(401);
    expect((await t.get('/api/incoming-services')).statusCode).toBe(401);
  });

  it('refuses a tracking number the member already registered until that incoming is cancelled', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const first = await createCode(t, member);
    const again = await create(t, member, parcel({ trackingNo: 'CJ1234567890', sellerName: 'Another' }));
    expect(again.statusCode).toBe(409);
    const message = `You have already registered this tracking number (${first}). Edit that incoming, or cancel it first.`;
    expect(again.json()).toMatchObject({ message, fieldErrors: { trackingNo: message } });
    // Another member's parcel may carry the same number (their own registration is theirs to make).
    await createCode(t, other);
    // Editing another incoming to the same number is refused too; editing the first one keeps its own number.
    const second = await createCode(t, member, parcel({ trackingNo: 'LT555' }));
    const clash = await t.patch(`/api/incoming-services/${second}`, parcel(), member.cookie);
    expect(clash.statusCode).toBe(409);
    const own = await t.patch(
      `/api/incoming-services/${first}`,
      parcel({ sellerName: 'Album Shop Seoul' }),
      member.cookie,
    );
    expect(own.statusCode, own.body).toBe(200);
    // Once cancelled, the number is free again.
    await t.post(`/api/incoming-services/${first}/cancel`, undefined, member.cookie);
    await createCode(t, member);
  });

  it('two registrations of one tracking number at once: one is made, the other gets a 409', async () => {
    const t = await start();
    const member = await t.createMember();
    const responses = await Promise.all(Array.from({ length: 4 }, () => create(t, member, parcel())));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const list = await t.get('/api/incoming-services', member.cookie);
    expect(list.json().totalElements).toBe(1);
  });

  it('lists a member’s own incomings a page at a time, newest first, with the first item and the count', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    for (let index = 0; index < 12; index += 1) {
      await createCode(t, member, parcel({ trackingNo: `TRACK${index}`, sellerName: `Seller ${index}` }));
      t.clock.advance(60);
    }
    await createCode(t, other);
    const page = async (query: string) =>
      (await t.get(`/api/incoming-services${query}`, member.cookie)).json();
    const first = await page('');
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalElements: 12 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toEqual({
      code: 'IN2603010012',
      status: 'SCIN01',
      statusLabel: 'Registered',
      createdAt: '2026-03-01T09:11:00.000Z',
      trackingNo: 'TRACK11',
      carrierName: 'CJ',
      sellerName: 'Seller 11',
      firstItemName: 'Mini album',
      itemCount: 2,
    });
    const second = await page('?page=2');
    expect(second.content.map((row: { sellerName: string }) => row.sellerName)).toEqual([
      'Seller 1',
      'Seller 0',
    ]);
    expect((await page('?page=3')).content).toEqual([]);
    expect((await page('?status=SCIN01')).totalElements).toBe(12);
    expect((await page('?status=SCIN09')).totalElements).toBe(0);
    const unknown = await t.get('/api/incoming-services?status=SCOM01', member.cookie);
    expect(unknown.statusCode).toBe(400);
    const badPage = await t.get('/api/incoming-services?page=0', member.cookie);
    expect(badPage.statusCode).toBe(400);
  });

  it('edits and cancels only while registered, and hides an incoming from other members (404)', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const code = await createCode(t, member);
    const url = `/api/incoming-services/${code}`;
    await expectHiddenFromOthers(t, other.cookie, url, parcel());
    expect((await t.get('/api/incoming-services/IN2603019999', member.cookie)).statusCode).toBe(404);

    const edited = await t.patch(
      url,
      {
        ...parcel({ trackingNo: 'hj777', carrierName: 'HANJIN', memberNote: '' }),
        code,
        items: [item({ name: 'Light stick', categoryCode: 'LIGHTSTICK', unitPrice: 55_000, quantity: 1 })],
      },
      member.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ code });
    expect(await detailOf(t, member, code)).toMatchObject({
      trackingNo: 'HJ777',
      carrierName: 'HANJIN',
      memberNote: null,
      totalValue: 55_000,
      items: [{ name: 'Light stick', categoryCode: 'LIGHTSTICK', amount: 55_000 }],
    });
    const invalidEdit = await t.patch(url, parcel({ items: [] }), member.cookie);
    expect(invalidEdit.statusCode).toBe(400);

    const cancelled = await t.post(`${url}/cancel`, undefined, member.cookie);
    expect(cancelled.statusCode).toBe(204);
    const again = await t.post(`${url}/cancel`, undefined, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is cancelled: it cannot be changed this way (cancel).');
    const late = await t.patch(url, parcel(), member.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request is cancelled and can no longer be edited.');
    const final = await detailOf(t, member, code);
    expect(final).toMatchObject({
      status: 'SCIN09',
      editable: false,
      cancellable: false,
      trackingNo: 'HJ777',
    });
    expect(final.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual(['SCIN01', 'SCIN09']);
    // The member cancelled it themselves: no notice.
    expect((await t.latestMailTo(member.email))?.subject ?? '').not.toContain(code);
  });

  it('links a parcel staff received without a registration: the package takes its items, the incoming arrives', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    // Staff received two parcels for the member, and one for someone else, before any registration.
    const received = await givePackage(t, member, { type: 'R', trackingNo: 'CJ1234567890' });
    const unrelated = await givePackage(t, member, { type: 'R', trackingNo: 'LT0001' });
    const othersParcel = await givePackage(t, other, { type: 'R', trackingNo: 'EP5555' });
    t.clock.advance(3600);

    // Another member's parcel with the number is not theirs to link.
    const notTheirs = await createCode(t, member, parcel({ trackingNo: 'EP5555' }));
    expect((await detailOf(t, member, notTheirs)).status).toBe('SCIN01');

    const code = await createCode(t, member, parcel({ trackingNo: 'cj1234567890', carrierName: 'CJ' }));
    const detail = await detailOf(t, member, code);
    expect(detail).toMatchObject({
      status: 'SCIN02',
      statusLabel: 'Arrived',
      editable: false,
      cancellable: false,
      arrivedPackageCode: received.code,
    });
    expect(detail.history).toMatchObject([
      { fromStatus: null, toStatus: 'SCIN01', actor: 'member' },
      {
        fromStatus: 'SCIN01',
        toStatus: 'SCIN02',
        actor: 'system',
        reason: `The parcel had already arrived: package ${received.code}.`,
      },
    ]);
    const db = t.database.db;
    const [linked] = await db.select().from(packages).where(eq(packages.id, received.id));
    expect(linked).toMatchObject({ status: 'ARRIVED', carrierName: 'CJ', memberId: received.memberId });
    expect(linked?.sourceRequestId).not.toBeNull();
    expect(linked?.incomingRequestId).toBe(linked?.sourceRequestId);
    const items = await db
      .select()
      .from(packageItems)
      .where(eq(packageItems.packageId, received.id))
      .orderBy(asc(packageItems.position));
    expect(
      items.map(({ name, categoryCode, unitPriceKrw, quantity }) => ({
        name,
        categoryCode,
        unitPriceKrw,
        quantity,
      })),
    ).toEqual([
      { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 18_000, quantity: 2 },
      { name: 'Poster', categoryCode: 'MERCH', unitPriceKrw: 5_000, quantity: 3 },
    ]);
    const history = await packageHistoryOf(t, received.id);
    expect(history.map((row) => row.event)).toEqual(['CREATED', 'ITEMS']);
    expect(history[1]).toMatchObject({
      actor: 'member',
      note: `Item information added from incoming ${code}`,
    });
    // The member is told it has arrived.
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Incoming] ${code}: Arrived`);
    // The other parcels were left alone.
    for (const untouched of [unrelated, othersParcel]) {
      const [row] = await db.select().from(packages).where(eq(packages.id, untouched.id));
      expect(row?.sourceRequestId).toBeNull();
    }
  });

  it('links a received parcel when an edit corrects the tracking number, never one with a source or of type M', async () => {
    const t = await start();
    const member = await t.createMember();
    const received = await givePackage(t, member, { type: 'R', trackingNo: 'RC111' });
    const code = await createCode(t, member, parcel({ trackingNo: 'TYPO111' }));
    expect((await detailOf(t, member, code)).status).toBe('SCIN01');
    const fixed = await t.patch(
      `/api/incoming-services/${code}`,
      parcel({ trackingNo: 'RC111' }),
      member.cookie,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await detailOf(t, member, code)).toMatchObject({
      status: 'SCIN02',
      arrivedPackageCode: received.code,
    });

    const [source] = await t.database.db.select().from(requests).where(eq(requests.code, code));
    const withSource = await givePackage(t, member, {
      type: 'R',
      trackingNo: 'SRC1',
      sourceRequestId: source?.id,
    });
    const merch = await givePackage(t, member, { type: 'M', trackingNo: 'MM1' });
    for (const [trackingNo, untouched] of [
      ['SRC1', withSource],
      ['MM1', merch],
    ] as const) {
      const later = await createCode(t, member, parcel({ trackingNo }));
      expect(await detailOf(t, member, later)).toMatchObject({ status: 'SCIN01', arrivedPackageCode: null });
      const [row] = await t.database.db.select().from(packages).where(eq(packages.id, untouched.id));
      expect(row?.incomingRequestId).toBeNull();
    }
  });
});

describe('incomings in the staff console', () => {
  it('queues incomings with seller, tracking number and value, shows one with its member, and cancels it with a reason', async () => {
    const t = await start();
    const staff = await createMemberWithRole(t, 'staff');
    const minji = await t.createMember({ firstName: 'Minji', lastName: 'Kim' });
    const first = await createCode(t, minji);
    const received = await givePackage(t, minji, { type: 'R', trackingNo: 'ARRIVED1' });
    const arrived = await createCode(t, minji, parcel({ trackingNo: 'ARRIVED1', items: [item()] }));

    const queue = (await t.get('/api/staff/requests/incoming', staff.cookie)).json();
    expect(queue.totalElements).toBe(2);
    expect(queue.counts).toContainEqual({ status: 'SCIN01', label: 'Registered', count: 1 });
    expect(queue.counts).toContainEqual({ status: 'SCIN02', label: 'Arrived', count: 1 });
    expect(queue.content[1]).toMatchObject({
      code: first,
      member: { code: minji.code, name: 'Minji Kim', email: minji.email },
      summary: 'Album Shop · CJ1234567890 · Mini album +1',
      amountKrw: 51_000,
    });

    const detail = (await t.get(`/api/staff/requests/incoming/${arrived}`, staff.cookie)).json();
    expect(detail).toMatchObject({
      code: arrived,
      status: 'SCIN02',
      arrivedPackageCode: received.code,
      member: { code: minji.code },
      actions: [],
    });
    const registered = (await t.get(`/api/staff/requests/incoming/${first}`, staff.cookie)).json();
    expect(registered.actions).toEqual([
      { to: 'SCIN02', action: 'Receive the parcel' },
      { to: 'SCIN03', action: 'Receive the parcel, items missing' },
      { to: 'SCIN09', action: 'Cancel' },
    ]);

    const cancel = await t.post(
      `/api/staff/requests/incoming/${first}/cancel`,
      { reason: 'Registered twice by mistake.' },
      staff.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(204);
    const seen = await detailOf(t, minji, first);
    expect(seen.history[1]).toMatchObject({
      toStatus: 'SCIN09',
      actor: 'staff',
      reason: 'Registered twice by mistake.',
    });
    expect((await t.latestMailTo(minji.email))?.subject).toBe(`[Incoming] ${first}: Cancelled`);
    const late = await t.post(
      `/api/staff/requests/incoming/${arrived}/cancel`,
      { reason: 'Too late.' },
      staff.cookie,
    );
    expect(late.statusCode).toBe(409);

    // Members get 404 on staff routes.
    const asMember = await t.get('/api/staff/requests/incoming', minji.cookie);
    expect(asMember.statusCode).toBe(404);
  });
});

describe('the staff incoming queue by amount', () => {
  it('sorts by the declared value it shows, either way, past what an integer holds', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const item = (unitPriceKrw: number, quantity: number) => ({
      name: 'Album',
      categoryCode: 'ALBUM',
      unitPriceKrw,
      quantity,
    });
    const give = async (trackingNo: string, items: ReturnType<typeof item>[]) =>
      (await giveIncoming(t, member, { trackingNo, items })).code;
    const mid = await give('CJ1000000001', [item(20_000, 2), item(5_000, 1)]);
    const most = await give('CJ1000000002', [item(100_000_000, 999)]);
    const least = await give('CJ1000000003', [item(30_000, 1)]);
    expect(await queueCodesByAmount(t, staff, 'incoming', [mid, most, least])).toEqual([least, mid, most]);
  });
});
