import { feeLines } from '@fanship/db/payment-schema';
import { memberFiles, requests } from '@fanship/db/request-schema';
import { packageFiles, packageHistory, packageItems, packages } from '@fanship/db/warehouse-schema';
import type { PackageDetail, PackagePage } from '@fanship/domain/warehouse/packages';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { createOfmRequest, memberId } from '../../test/payments.ts';
import { recordPackageEvent } from './package-records.ts';

const { start } = setupTestApps();

type Setup = { t: TestApp; member: TestMember; other: TestMember };

async function setup(): Promise<Setup> {
  const t = await start();
  return { t, member: await t.createMember(), other: await t.createMember() };
}

/** The id of one of the member's OFM requests, as the source of a package. */
async function sourceRequest(t: TestApp, member: TestMember): Promise<{ id: number; code: string }> {
  const code = await createOfmRequest(t, member);
  const [row] = await t.database.db.select({ id: requests.id }).from(requests).where(eq(requests.code, code));
  return { id: row?.id ?? 0, code };
}

/** A type R package with a source (its items may be edited), holding two items. */
async function editablePackage(s: Setup) {
  const source = await sourceRequest(s.t, s.member);
  const pkg = await givePackage(s.t, s.member, {
    type: 'R',
    sourceRequestId: source.id,
    items: [
      { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 2 },
      { name: 'Photocard set', categoryCode: 'PHOTOCARD', unitPriceKrw: 5_000, quantity: 1 },
    ],
  });
  return { pkg, source };
}

const get = (s: Setup, url: string, cookie = s.member.cookie) => s.t.inject({ method: 'GET', url, cookie });

async function itemsOf(t: TestApp, packageId: number) {
  return t.database.db
    .select({
      name: packageItems.name,
      unitPrice: packageItems.unitPriceKrw,
      quantity: packageItems.quantity,
    })
    .from(packageItems)
    .where(eq(packageItems.packageId, packageId))
    .orderBy(asc(packageItems.position), asc(packageItems.id));
}

async function historyOf(t: TestApp, packageId: number, event: string) {
  return t.database.db
    .select()
    .from(packageHistory)
    .where(and(eq(packageHistory.packageId, packageId), eq(packageHistory.event, event)));
}

describe('the member’s package list', () => {
  it('lists only the member’s own packages, newest first, hiding gone ones unless asked', async () => {
    const s = await setup();
    const arrived = await givePackage(s.t, s.member, { type: 'R', trackingNo: 'CJ1' });
    s.t.clock.advance(60);
    const bought = await givePackage(s.t, s.member, { type: 'M' });
    s.t.clock.advance(60);
    const shipped = await givePackage(s.t, s.member, { type: 'F', status: 'SHIPPED' });
    await givePackage(s.t, s.other, { type: 'R' });
    await givePackage(s.t, null, { trackingNo: 'POOL1' });

    const existing = await get(s, '/api/packages');
    expect(existing.statusCode, existing.body).toBe(200);
    const page = existing.json<PackagePage>();
    expect(page.content.map((row) => row.code)).toEqual([bought.code, arrived.code]);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1, totalElements: 2 });
    expect(page.content[1]).toEqual({
      code: arrived.code,
      name: null,
      type: 'R',
      status: 'ARRIVED',
      createdAt: arrived.createdAt.toISOString(),
      trackingNo: 'CJ1',
      weightGrams: 1_200,
      itemCount: 1,
      firstItemName: 'Mini album',
      totalValueKrw: 20_000,
      storage: expect.objectContaining({
        daysStored: 1,
        freeDays: 45,
        daysLeft: 44,
        warning: false,
        feeKrw: 0,
      }),
    });

    const all = (await get(s, '/api/packages?showOnlyExisting=false')).json<PackagePage>();
    expect(all.content.map((row) => row.code)).toEqual([shipped.code, bought.code, arrived.code]);
    // A shipped package's storage is no longer counted.
    expect(all.content[0]?.storage).toBeNull();

    const onlyM = (await get(s, '/api/packages?type=M&showOnlyExisting=false')).json<PackagePage>();
    expect(onlyM.content.map((row) => row.code)).toEqual([bought.code]);
    expect((await get(s, '/api/packages?type=Q')).statusCode).toBe(400);
    expect((await get(s, '/api/packages?showOnlyExisting=maybe')).statusCode).toBe(400);
    expect((await s.t.inject({ method: 'GET', url: '/api/packages' })).statusCode).toBe(401);
  });

  it('searches by part of the code and of the tracking number, any case, at most 20 characters each', async () => {
    const s = await setup();
    const first = await givePackage(s.t, s.member, { trackingNo: 'CJ5550001' });
    const second = await givePackage(s.t, s.member, { trackingNo: 'HJ7770002' });
    await givePackage(s.t, s.other, { trackingNo: 'CJ5550003' });
    const codes = async (query: string) =>
      (await get(s, `/api/packages?${query}`)).json<PackagePage>().content.map((row) => row.code);
    expect(await codes('trackingNo=cj555')).toEqual([first.code]);
    expect(await codes(`code=${second.code.slice(-4).toLowerCase()}`)).toEqual([second.code]);
    expect(await codes(`code=${first.code}&trackingNo=HJ`)).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await codes('trackingNo=%25')).toEqual([]);
    expect(await codes('code=%20%20')).toEqual([second.code, first.code]);
    const tooLong = await get(s, `/api/packages?code=${'P'.repeat(21)}&trackingNo=${'1'.repeat(21)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      code: 'Code is too long (max. 20)',
      trackingNo: 'Tracking No. is too long (max. 20)',
    });
  });

  it('pages ten at a time', async () => {
    const s = await setup();
    for (let index = 0; index < 12; index++) await givePackage(s.t, s.member);
    const second = (await get(s, '/api/packages?page=2')).json<PackagePage>();
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2, totalElements: 12 });
    expect(second.content).toHaveLength(2);
  });
});

describe('a package’s page', () => {
  it('shows the package with its source, files, countdown, fees and timeline', async () => {
    const s = await setup();
    const { pkg, source } = await editablePackage(s);
    const owner = await memberId(s.t, s.member);
    const [file] = await s.t.database.db
      .insert(memberFiles)
      .values({
        filename: `${'a'.repeat(32)}.png`,
        memberId: owner,
        domain: 'package-photo',
        tag: 'PACKAGE_PHOTO',
        storageKey: 'member-files/test.png',
        contentType: 'image/png',
        sizeBytes: 10,
        attachedAt: s.t.clock.now(),
      })
      .returning();
    await s.t.database.db
      .insert(packageFiles)
      .values({ packageId: pkg.id, fileId: file?.id ?? 0, kind: 'IMAGE' });
    await s.t.database.db.insert(feeLines).values({
      packageId: pkg.id,
      originCode: 'UB2603010001',
      kind: 'UNBOXING',
      name: 'Unboxing video',
      amountKrw: 2_500,
    });
    // 40 days later the warning shows; a reminder was recorded.
    s.t.clock.advance(40 * 24 * 60 * 60);
    await s.t.database.db.transaction((tx) =>
      recordPackageEvent(tx, pkg.id, {
        event: 'NOTICE',
        actor: 'system',
        actorMemberId: null,
        note: 'STORAGE_7_DAYS',
        now: s.t.clock.now(),
      }),
    );
    // The session has expired meanwhile.
    s.member.cookie = await s.t.signIn(s.member.code, s.member.password);

    const response = await get(s, `/api/packages/${pkg.code}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<PackageDetail>();
    expect(detail).toMatchObject({
      code: pkg.code,
      type: 'R',
      status: 'ARRIVED',
      weightGrams: 1_200,
      widthTenths: 300,
      lengthTenths: 200,
      heightTenths: 100,
      totalValueKrw: 45_000,
      sourceCode: source.code,
      sourcePath: `/ofm/${source.code}`,
      freeStorageDuration: 45,
      canEditItems: true,
      actions: ['split', 'inclusion', 'packing'],
      parentPackages: [],
      videos: [],
      fees: [{ name: 'Unboxing video', amountKrw: 2_500, status: 'UNPAID', originCode: 'UB2603010001' }],
    });
    expect(detail.items.map((item) => [item.name, item.category, item.unitPrice, item.quantity])).toEqual([
      ['Mini album', 'ALBUM', 20_000, 2],
      ['Photocard set', 'PHOTOCARD', 5_000, 1],
    ]);
    expect(detail.images).toEqual([{ id: expect.any(Number), url: `/api/files/${'a'.repeat(32)}.png` }]);
    expect(detail.countdown).toMatchObject({ daysStored: 41, daysLeft: 4, warning: true, feeKrw: 0 });
    expect(detail.timeline.map((row) => [row.event, row.toLabel, row.note])).toEqual([
      ['CREATED', 'Arrived', 'Given by a test'],
      ['NOTICE', null, 'Reminder sent: free storage ends in 7 days'],
    ]);
  });

  it('offers Add Item Information for a parcel nobody registered, and no item edits', async () => {
    const s = await setup();
    const pkg = await givePackage(s.t, s.member, { type: 'R' });
    const detail = (await get(s, `/api/packages/${pkg.code}`)).json<PackageDetail>();
    expect(detail).toMatchObject({ actions: ['incoming', 'split'], canEditItems: false, sourceCode: null });
  });

  it('answers 404 for another member’s package and for a pool parcel', async () => {
    const s = await setup();
    const theirs = await givePackage(s.t, s.other);
    const pool = await givePackage(s.t, null);
    for (const code of [theirs.code, pool.code, 'PK2603019999']) {
      expect((await get(s, `/api/packages/${code}`)).statusCode).toBe(404);
      const note = await s.t.inject({
        method: 'PATCH',
        url: `/api/packages/${code}`,
        cookie: s.member.cookie,
        payload: { memberNote: 'mine?' },
      });
      expect(note.statusCode).toBe(404);
      const items = await s.t.inject({
        method: 'PUT',
        url: `/api/packages/${code}/items`,
        cookie: s.member.cookie,
        payload: { deletedIds: [1] },
      });
      expect(items.statusCode).toBe(404);
    }
  });
});

describe('the package note', () => {
  it('saves a note of up to 3000 characters with a NOTE history row, and refuses a longer one', async () => {
    const s = await setup();
    const pkg = await givePackage(s.t, s.member);
    const patch = (memberNote: string | null) =>
      s.t.inject({
        method: 'PATCH',
        url: `/api/packages/${pkg.code}`,
        cookie: s.member.cookie,
        payload: { memberNote },
      });
    const saved = await patch('  Please keep the box.  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PackageDetail>().memberNote).toBe('Please keep the box.');
    expect((await patch('n'.repeat(3000))).statusCode).toBe(200);
    const tooLong = await patch('n'.repeat(3001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Note is too long (max. 3000 characters)',
      fieldErrors: { memberNote: 'Note is too long (max. 3000 characters)' },
    });
    const [row] = await s.t.database.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row?.memberNote).toHaveLength(3000);
    expect((await historyOf(s.t, pkg.id, 'NOTE')).map((entry) => entry.note)).toEqual([
      'Note changed',
      'Note changed',
    ]);
  });
});

describe('package item edits, one at a time', () => {
  const item = { name: 'Light stick', category: 'LIGHTSTICK', unitPrice: 45_000, quantity: 1 };

  it('adds, changes and deletes items with an ITEMS history row each', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const added = await s.t.inject({
      method: 'POST',
      url: `/api/packages/${pkg.code}/items`,
      cookie: s.member.cookie,
      payload: item,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [first, , third] = added.json<PackageDetail>().items;
    expect(third).toMatchObject({ name: 'Light stick', unitPrice: 45_000 });

    const changed = await s.t.inject({
      method: 'PATCH',
      url: `/api/packages/${pkg.code}/items/${first?.id}`,
      cookie: s.member.cookie,
      payload: { ...item, name: 'Mini album (ver. A)', category: 'ALBUM', unitPrice: 21_000, quantity: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const removed = await s.t.inject({
      method: 'DELETE',
      url: `/api/packages/${pkg.code}/items/${third?.id}`,
      cookie: s.member.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await itemsOf(s.t, pkg.id)).toEqual([
      { name: 'Mini album (ver. A)', unitPrice: 21_000, quantity: 3 },
      { name: 'Photocard set', unitPrice: 5_000, quantity: 1 },
    ]);
    expect((await historyOf(s.t, pkg.id, 'ITEMS')).map((entry) => entry.note)).toEqual([
      'Items: 1 added',
      'Items: 1 changed',
      'Items: 1 deleted',
    ]);
  });

  it('checks each item field with the spec’s messages', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const response = await s.t.inject({
      method: 'POST',
      url: `/api/packages/${pkg.code}/items`,
      cookie: s.member.cookie,
      payload: {
        name: 'n'.repeat(101),
        category: '',
        unitPrice: 50,
        quantity: 0,
        memberNote: 'x'.repeat(3001),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: 'Item name is too long (max. 100)',
      category: 'Category is required',
      unitPrice: 'Unit price should be at least 100 KRW',
      quantity: 'Quantity should be a valid number',
      memberNote: 'Note is too long',
    });
    expect(await itemsOf(s.t, pkg.id)).toHaveLength(2);
  });

  it('answers 404 for an item of another package and 409 when the package’s items cannot be edited', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const { pkg: second } = await editablePackage(s);
    const [foreign] = await s.t.database.db
      .select({ id: packageItems.id })
      .from(packageItems)
      .where(eq(packageItems.packageId, second.id));
    const other = await s.t.inject({
      method: 'PATCH',
      url: `/api/packages/${pkg.code}/items/${foreign?.id}`,
      cookie: s.member.cookie,
      payload: item,
    });
    expect(other.statusCode).toBe(404);
    const otherDelete = await s.t.inject({
      method: 'DELETE',
      url: `/api/packages/${pkg.code}/items/${foreign?.id}`,
      cookie: s.member.cookie,
    });
    expect(otherDelete.statusCode).toBe(404);
    expect(await itemsOf(s.t, second.id)).toHaveLength(2);

    const bought = await givePackage(s.t, s.member, {
      type: 'M',
      sourceRequestId: (await sourceRequest(s.t, s.member)).id,
    });
    const inService = await givePackage(s.t, s.member, {
      type: 'R',
      status: 'IN_SERVICE',
      sourceRequestId: (await sourceRequest(s.t, s.member)).id,
    });
    for (const code of [bought.code, inService.code]) {
      const refused = await s.t.inject({
        method: 'POST',
        url: `/api/packages/${code}/items`,
        cookie: s.member.cookie,
        payload: item,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'The items of this package cannot be edited in its current status.',
      );
    }
  });
});

describe('the page’s item edit in one PUT', () => {
  it('applies adds, changes and deletes together with one ITEMS history row', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const [album, cards] = (await get(s, `/api/packages/${pkg.code}`)).json<PackageDetail>().items;
    const response = await s.t.inject({
      method: 'PUT',
      url: `/api/packages/${pkg.code}/items`,
      cookie: s.member.cookie,
      payload: {
        added: [{ name: 'Poster', category: 'MERCH', unitPrice: '3,000', quantity: '2' }],
        edited: [{ id: album?.id, name: 'Mini album', category: 'ALBUM', unitPrice: 19_000, quantity: 2 }],
        deletedIds: [cards?.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await itemsOf(s.t, pkg.id)).toEqual([
      { name: 'Mini album', unitPrice: 19_000, quantity: 2 },
      { name: 'Poster', unitPrice: 3_000, quantity: 2 },
    ]);
    expect((await historyOf(s.t, pkg.id, 'ITEMS')).map((entry) => entry.note)).toEqual([
      'Items: 1 added, 1 changed, 1 deleted',
    ]);
  });

  it('changes nothing when one part of the edit fails', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const { pkg: second } = await editablePackage(s);
    const [album, cards] = (await get(s, `/api/packages/${pkg.code}`)).json<PackageDetail>().items;
    const [foreign] = (await get(s, `/api/packages/${second.code}`)).json<PackageDetail>().items;
    const before = await itemsOf(s.t, pkg.id);
    const put = (payload: object) =>
      s.t.inject({ method: 'PUT', url: `/api/packages/${pkg.code}/items`, cookie: s.member.cookie, payload });
    const poster = { name: 'Poster', category: 'MERCH', unitPrice: 3_000, quantity: 1 };

    // An item of another package among good changes: the add and the change before it are undone.
    const foreignEdit = await put({
      added: [poster],
      edited: [
        { ...poster, id: album?.id, name: 'Renamed album' },
        { ...poster, id: foreign?.id },
      ],
    });
    expect(foreignEdit.statusCode).toBe(400);
    expect(foreignEdit.json()).toMatchObject({
      message: 'Failed to edit package items',
      fieldErrors: { 'edited.1.id': 'This item is not in the package. Reload the package to see its items.' },
    });

    // One bad item: refused before anything is written.
    const badItem = await put({ added: [poster, { ...poster, unitPrice: 99 }], deletedIds: [album?.id] });
    expect(badItem.statusCode).toBe(400);
    expect(badItem.json().fieldErrors).toEqual({
      'added.1.unitPrice': 'Unit price should be at least 100 KRW',
    });

    // Deleting every item leaves an empty package: refused.
    const empty = await put({ deletedIds: [album?.id, cards?.id] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Failed to edit package items',
      fieldErrors: { added: 'Please add at least one item' },
    });

    expect(await itemsOf(s.t, pkg.id)).toEqual(before);
    expect(await itemsOf(s.t, second.id)).toHaveLength(2);
    expect(await historyOf(s.t, pkg.id, 'ITEMS')).toEqual([]);
  });

  it('lets one of two simultaneous edits of the same items win', async () => {
    const s = await setup();
    const { pkg } = await editablePackage(s);
    const [album] = (await get(s, `/api/packages/${pkg.code}`)).json<PackageDetail>().items;
    const put = () =>
      s.t.inject({
        method: 'PUT',
        url: `/api/packages/${pkg.code}/items`,
        cookie: s.member.cookie,
        payload: { deletedIds: [album?.id] },
      });
    const answers = await Promise.all([put(), put()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await itemsOf(s.t, pkg.id)).toHaveLength(1);
  });
});

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('No sheet in the export');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the Excel export', () => {
  const header = [
    'Code',
    'Type',
    'Tracking No.',
    'Total Value',
    'Weight(g)',
    'Registered',
    'Status',
    'Items',
  ];

  it('streams package.xlsx with the member’s packages, filtered, formula-looking text neutralised', async () => {
    const s = await setup();
    const first = await givePackage(s.t, s.member, {
      type: 'R',
      trackingNo: 'CJ123',
      items: [
        {
          name: '=HYPERLINK("http://evil.example","x")',
          categoryCode: 'OTHER',
          unitPriceKrw: 1_000,
          quantity: 2,
        },
        { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 1 },
      ],
    });
    s.t.clock.advance(2 * 24 * 60 * 60);
    const later = await givePackage(s.t, s.member, { type: 'M', status: 'SHIPPED' });
    await givePackage(s.t, s.other, { type: 'R' });
    await givePackage(s.t, null);

    const response = await get(s, '/api/packages/get-all-packages');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="package.xlsx"');
    const rows = await readWorkbook(response.rawPayload);
    expect(rows).toEqual([
      header,
      [
        first.code,
        'Received parcel',
        'CJ123',
        22_000,
        1_200,
        '2026-03-01 18:00',
        'Arrived',
        `'=HYPERLINK("http://evil.example","x") ×2, Mini album`,
      ],
      [
        later.code,
        'Merchandise bought for you',
        undefined,
        20_000,
        1_200,
        '2026-03-03 18:00',
        'Shipped',
        'Mini album',
      ],
    ]);

    const onlyM = await readWorkbook((await get(s, '/api/packages/get-all-packages?type=M')).rawPayload);
    expect(onlyM.map((row) => row[0])).toEqual(['Code', later.code]);
    const byDay = await get(
      s,
      '/api/packages/get-all-packages?createdAtFrom=2026-03-01&createdAtTo=2026-03-02',
    );
    expect((await readWorkbook(byDay.rawPayload)).map((row) => row[0])).toEqual(['Code', first.code]);
    const backwards = await get(
      s,
      '/api/packages/get-all-packages?createdAtFrom=2026-03-03&createdAtTo=2026-03-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must not be after the end date');
    expect((await s.t.inject({ method: 'GET', url: '/api/packages/get-all-packages' })).statusCode).toBe(401);
  });

  it('exports 10,000 packages page by page', async () => {
    const s = await setup();
    const owner = await memberId(s.t, s.member);
    await s.t.database.db.execute(sql`
      insert into packages (code, member_id, type, status, weight_grams, created_at, updated_at)
      select 'PX' || lpad(n::text, 10, '0'), ${owner}, 'R', 'ARRIVED', n, now(), now()
      from generate_series(1, 10000) as n`);
    await s.t.database.db.execute(sql`
      insert into package_items (package_id, position, name, category_code, unit_price_krw, quantity)
      select id, 0, 'Album ' || weight_grams, 'ALBUM', 1000, 1 from packages where member_id = ${owner}`);
    const response = await get(s, '/api/packages/get-all-packages');
    expect(response.statusCode).toBe(200);
    const rows = await readWorkbook(response.rawPayload);
    expect(rows).toHaveLength(10_001);
    expect(rows[1]?.slice(0, 5)).toEqual(['PX0000000001', 'Received parcel', undefined, 1_000, 1]);
    expect(rows[10_000]?.[0]).toBe('PX0000010000');
    expect(rows[10_000]?.[7]).toBe('Album 10000');
  });
});
