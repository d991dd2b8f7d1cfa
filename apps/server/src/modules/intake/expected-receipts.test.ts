import { memberFiles } from '@fanship/db/request-schema';
import { packageFiles, packages } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { ofmAwaitingReceipt, receiveExpected } from '../../test/ofm.ts';
import { packageHistoryOf, packagePage, uploadPackagePhoto } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { sendStorageReminders } from '../packages/index.ts';

const { start } = setupTestApps();

async function packageRow(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  if (!row) throw new Error(`no package ${code}`);
  return row;
}

const lookup = async (t: TestApp, cookie: string, scanned: string) => {
  const response = await t.get(`/api/staff/intake/lookup?trackingNo=${scanned}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

// Decision 027: an OFM's result package is expected until its goods are received at the intake desk.
describe('an OFM’s result package awaiting receipt', () => {
  it('is created awaiting receipt, with no storage, and the member’s page says so without a countdown', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { packageCodes } = await ofmAwaitingReceipt(t, member, staff);
    const [code] = packageCodes as [string];
    const row = await packageRow(t, code);
    expect([row.type, row.status, row.storageStartedAt, row.weightGrams]).toEqual([
      'M',
      'AWAITING_RECEIPT',
      null,
      null,
    ]);
    // Not in the warehouse yet: no countdown, no action (ship, pack, unboxing...) on the member's page or list.
    expect(await packagePage(t, member, code)).toMatchObject({
      status: 'AWAITING_RECEIPT',
      countdown: null,
      actions: [],
      canEditItems: false,
    });
    const list = (await t.get('/api/packages', member.cookie)).json();
    expect(list.content).toMatchObject([{ code, status: 'AWAITING_RECEIPT', storage: null }]);
    // No storage reminder is ever due for it, however long it waits.
    t.clock.advance(60 * 24 * 60);
    expect(await sendStorageReminders(t.app.appContext, t.clock.now())).toBe(0);
    expect((await packageHistoryOf(t, row.id)).map((entry) => entry.event)).toEqual(['CREATED']);
  });

  it('is found at the desk by its code and by the shop’s tracking number staff recorded, not as a duplicate', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { code: ofmCode, packageCodes } = await ofmAwaitingReceipt(t, member, staff, [
      { name: 'Albums', trackingNo: 'cj555666777' },
      { name: 'Poster tube' },
    ]);
    const [albums, posters] = packageCodes as [string, string];
    const byCode = await lookup(t, staff.cookie, posters);
    expect(byCode).toMatchObject({
      incomings: [],
      packages: [],
      expected: [
        {
          code: posters,
          type: 'M',
          status: 'AWAITING_RECEIPT',
          statusLabel: 'Awaiting receipt',
          name: 'Poster tube',
          trackingNo: null,
          sourceCode: ofmCode,
          owner: { code: member.code },
        },
      ],
    });
    const byTracking = await lookup(t, staff.cookie, 'CJ555666777');
    expect(byTracking.packages).toEqual([]);
    expect(byTracking.expected.map((pkg: { code: string }) => pkg.code)).toEqual([albums]);
  });

  it('is received with weight, size and photo into ARRIVED, its storage counting from the receipt, once', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { packageCodes } = await ofmAwaitingReceipt(t, member, staff);
    const [code] = packageCodes as [string];
    t.clock.advance(3 * 24 * 60);
    const photo = await uploadPackagePhoto(t, staff.cookie);
    const received = await receiveExpected(t, staff, code, { scanned: 'HJ123456789', photos: [photo] });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({
      packageCode: code,
      status: 'ARRIVED',
      destination: 'expected',
      member: { code: member.code },
    });
    const row = await packageRow(t, code);
    expect(row).toMatchObject({
      status: 'ARRIVED',
      weightGrams: 900,
      widthTenths: 250,
      trackingNo: 'HJ123456789',
      storageStartedAt: t.clock.now(),
    });
    expect(
      await t.database.db.select().from(packageFiles).where(eq(packageFiles.packageId, row.id)),
    ).toHaveLength(1);
    expect((await packagePage(t, member, code)).countdown).toMatchObject({ daysStored: 1, daysLeft: 44 });
    expect((await t.latestMailTo(member.email))?.textBody).toContain(code);

    const again = await receiveExpected(t, staff, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Package ${code} is arrived: it is not awaiting receipt.`);
    const unknown = await receiveExpected(t, staff, 'PK2603019999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no package PK2603019999 awaiting receipt.');
  });
});

describe('completing an OFM whose packages await receipt', () => {
  it('refuses Complete (409 naming the packages) until every result package was received', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { code, packageCodes } = await ofmAwaitingReceipt(t, member, staff, [
      { name: 'Albums' },
      { name: 'Poster tube' },
    ]);
    const [first, second] = packageCodes as [string, string];
    const complete = () => t.post(`/api/staff/ofm/${code}/complete`, undefined, staff.cookie);
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Packages ${first}, ${second} are still awaiting receipt: receive the goods at the intake desk (weight, size, photo) before completing.`,
    );
    expect((await receiveExpected(t, staff, first)).statusCode).toBe(201);
    const half = await complete();
    expect(half.statusCode).toBe(409);
    expect(half.json().message).toBe(
      `Package ${second} is still awaiting receipt: receive the goods at the intake desk (weight, size, photo) before completing.`,
    );
    expect((await receiveExpected(t, staff, second)).statusCode).toBe(201);
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SCOM11' });
  });
});

describe('undoing the receipt of an expected package at the desk', () => {
  it('puts it back awaiting receipt, measurements, photos and storage off, and is refused once the OFM completed', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { code: ofmCode, packageCodes } = await ofmAwaitingReceipt(t, member, staff);
    const [code] = packageCodes as [string];
    const photo = await uploadPackagePhoto(t, staff.cookie);
    expect((await receiveExpected(t, staff, code, { photos: [photo] })).statusCode).toBe(201);
    const shift = (await t.get('/api/staff/intake/shift', staff.cookie)).json();
    expect(shift).toMatchObject({ count: 1, undo: { packageCode: code } });
    expect(shift.parcels).toMatchObject([{ packageCode: code, destination: 'expected' }]);

    const undone = await t.post(`/api/staff/intake/${code}/undo`, undefined, staff.cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'AWAITING_RECEIPT', statusLabel: 'Awaiting receipt' });
    const row = await packageRow(t, code);
    expect([row.status, row.weightGrams, row.storageStartedAt, row.memberId === null]).toEqual([
      'AWAITING_RECEIPT',
      null,
      null,
      false,
    ]);
    expect(await t.database.db.select().from(packageFiles).where(eq(packageFiles.packageId, row.id))).toEqual(
      [],
    );
    expect((await packageHistoryOf(t, row.id)).map((entry) => entry.toStatus)).toEqual([
      'AWAITING_RECEIPT',
      'ARRIVED',
      'AWAITING_RECEIPT',
    ]);
    expect((await t.get('/api/staff/intake/shift', staff.cookie)).json()).toMatchObject({ count: 0 });

    // Received again and the OFM completed: the undo would leave a completed request with a package awaiting receipt.
    expect((await receiveExpected(t, staff, code)).statusCode).toBe(201);
    expect((await t.post(`/api/staff/ofm/${ofmCode}/complete`, undefined, staff.cookie)).statusCode).toBe(
      200,
    );
    const late = await t.post(`/api/staff/intake/${code}/undo`, undefined, staff.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Request ${ofmCode} this package was bought for is no longer in progress: the receive can no longer be undone here.`,
    );
  });

  it('keeps the photos staff added while the package was awaited: only what the receipt attached comes off', async () => {
    const { t, staff, member } = await withStaffAndMember(await start());
    const { packageCodes } = await ofmAwaitingReceipt(t, member, staff);
    const [code] = packageCodes as [string];
    const before = await uploadPackagePhoto(t, staff.cookie);
    const added = await t.post(`/api/staff/packages/${code}/photos`, { photos: [before] }, staff.cookie);
    expect(added.statusCode, added.body).toBe(200);
    t.clock.advance(60);
    const atDesk = await uploadPackagePhoto(t, staff.cookie);
    expect((await receiveExpected(t, staff, code, { photos: [atDesk] })).statusCode).toBe(201);
    const undone = await t.post(`/api/staff/intake/${code}/undo`, undefined, staff.cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    const row = await packageRow(t, code);
    const kept = await t.database.db
      .select({ filename: memberFiles.filename, memberId: memberFiles.memberId })
      .from(packageFiles)
      .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
      .where(eq(packageFiles.packageId, row.id));
    expect(kept).toEqual([{ filename: before, memberId: row.memberId }]);
    const [taken] = await t.database.db.select().from(memberFiles).where(eq(memberFiles.filename, atDesk));
    expect(taken?.memberId).toBeNull();
  });
});
