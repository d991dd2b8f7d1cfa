import { memberFiles, requests } from '@fanship/db/request-schema';
import { packageFiles, packageItems, packages } from '@fanship/db/warehouse-schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolationOf } from '../../lib/database-errors.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { giveIncoming } from '../../test/incomings.ts';
import { givePackage, packageHistoryOf } from '../../test/packages.ts';
import { requestHistoryOf } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { multipart, png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('intake');

async function setup() {
  return withStaffAndMember(await start({ dataDir: await newDataDir() }), {
    firstName: 'Mina',
    lastName: 'Park',
  });
}

const measured = { weightGrams: 1_250, widthCm: '30.5', lengthCm: 20, heightCm: 10 };

const receive = (t: TestApp, cookie: string, payload: Record<string, unknown>) =>
  t.post('/api/staff/intake', { ...measured, ...payload }, cookie);

const lookup = (t: TestApp, cookie: string, trackingNo: string) =>
  t.get(`/api/staff/intake/lookup?trackingNo=${trackingNo}`, cookie);

async function packageRow(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  if (!row) throw new Error(`No package ${code}`);
  return row;
}

async function requestStatus(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(requests).where(eq(requests.code, code));
  return row?.status;
}

describe('intake desk lookup', () => {
  it('finds the open incomings of a tracking number with member, seller and items, and packages carrying it', async () => {
    const { t, staff, member } = await setup();
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ100200300' });
    await givePackage(t, member, { trackingNo: 'CJ100200300' });
    const found = await lookup(t, staff.cookie, 'cj100200300');
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json();
    expect(body.trackingNo).toBe('CJ100200300');
    expect(body.incomings).toEqual([
      expect.objectContaining({
        code: incoming.code,
        status: 'SCIN01',
        statusLabel: 'Registered',
        member: { code: member.code, name: 'Mina Park', email: member.email },
        sellerName: 'Ktown4u',
        carrierName: 'CJ',
        packageCode: null,
        items: [
          expect.objectContaining({ name: 'Mini album', quantity: 2, unitPriceKrw: 20_000 }),
          expect.objectContaining({ name: 'Photocard set', quantity: 1 }),
        ],
      }),
    ]);
    expect(body.packages).toEqual([
      expect.objectContaining({ status: 'ARRIVED', owner: expect.objectContaining({ code: member.code }) }),
    ]);

    const unknown = await lookup(t, staff.cookie, 'NOPE1');
    expect(unknown.json()).toEqual({ trackingNo: 'NOPE1', incomings: [], packages: [], expected: [] });
    expect((await lookup(t, staff.cookie, 'bad-number')).statusCode).toBe(400);
  });

  it('is staff only: members and visitors get 404', async () => {
    const { t, member } = await setup();
    expect((await lookup(t, member.cookie, 'CJ1')).statusCode).toBe(404);
    expect((await t.get('/api/staff/intake/lookup?trackingNo=CJ1')).statusCode).toBe(404);
    expect(
      (await receive(t, member.cookie, { trackingNo: 'CJ1', destination: { kind: 'pool' } })).statusCode,
    ).toBe(404);
  });
});

describe('receiving a parcel for an incoming', () => {
  it('makes the R package with the items, photo and storage start, moves the incoming and mails the member', async () => {
    const { t, staff, member } = await setup();
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ100200300' });
    const photo = await t.upload('/api/staff/package-photos', multipart('parcel.png', png), staff.cookie);
    const { filename } = photo.json<{ filename: string }>();

    const received = await receive(t, staff.cookie, {
      trackingNo: 'cj100200300',
      photos: [filename],
      staffNote: 'Box dented',
      destination: { kind: 'incoming', incomingCode: incoming.code, arrival: 'ALL' },
    });
    expect(received.statusCode, received.body).toBe(201);
    const result = received.json();
    expect(result).toMatchObject({
      status: 'ARRIVED',
      statusLabel: 'Arrived',
      destination: 'incoming',
      incomingCode: incoming.code,
      member: { code: member.code, name: 'Mina Park' },
    });
    const pkg = await packageRow(t, result.packageCode);
    expect(pkg).toMatchObject({
      type: 'R',
      status: 'ARRIVED',
      sourceRequestId: incoming.id,
      incomingRequestId: incoming.id,
      trackingNo: 'CJ100200300',
      carrierName: 'CJ',
      weightGrams: 1_250,
      widthTenths: 305,
      lengthTenths: 200,
      heightTenths: 100,
      staffNote: 'Box dented',
    });
    expect(pkg.storageStartedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const items = await t.database.db
      .select()
      .from(packageItems)
      .where(eq(packageItems.packageId, pkg.id))
      .orderBy(asc(packageItems.position));
    expect(items.map((item) => [item.name, item.categoryCode, item.unitPriceKrw, item.quantity])).toEqual([
      ['Mini album', 'ALBUM', 20_000, 2],
      ['Photocard set', 'PHOTOCARD', 5_000, 1],
    ]);
    // The photo is now the member's private file on the package.
    const [file] = await t.database.db
      .select({ memberId: memberFiles.memberId })
      .from(packageFiles)
      .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
      .where(eq(packageFiles.packageId, pkg.id));
    expect(file?.memberId).toBe(pkg.memberId);
    const [created] = await packageHistoryOf(t, pkg.id);
    expect(created).toMatchObject({
      event: 'CREATED',
      toStatus: 'ARRIVED',
      actor: 'staff',
      note: `Arrived for ${incoming.code}`,
    });

    expect(await requestStatus(t, incoming.code)).toBe('SCIN02');
    const moves = await requestHistoryOf(t, incoming.id);
    expect(moves.at(-1)).toMatchObject({
      fromStatus: 'SCIN01',
      toStatus: 'SCIN02',
      actor: 'staff',
      reason: `Received as ${pkg.code}`,
    });

    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`Your parcel arrived: ${pkg.code}`);
    expect(mail?.textBody).toContain(`arrived at our warehouse as package ${pkg.code}`);
    expect(mail?.textBody).toContain(`/packages/${pkg.code}`);

    // The same parcel again: refused, naming the package; the lookup no longer offers the incoming.
    const again = await receive(t, staff.cookie, {
      trackingNo: 'CJ100200300',
      destination: { kind: 'incoming', incomingCode: incoming.code, arrival: 'ALL' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This incoming was already received as package ${pkg.code}.`);
    const after = (await lookup(t, staff.cookie, 'CJ100200300')).json();
    expect(after.incomings).toEqual([]);
    expect(after.packages).toEqual([expect.objectContaining({ code: pkg.code })]);
  });

  it('receives a partial parcel as PARTIALLY_ARRIVED (SCIN03), then all items arrived moves both on', async () => {
    const { t, staff, member } = await setup();
    const incoming = await giveIncoming(t, member, { trackingNo: 'HJ55' });
    const received = await receive(t, staff.cookie, {
      trackingNo: 'HJ55',
      destination: { kind: 'incoming', incomingCode: incoming.code, arrival: 'PARTIAL' },
    });
    expect(received.statusCode, received.body).toBe(201);
    const { packageCode } = received.json();
    expect((await packageRow(t, packageCode)).status).toBe('PARTIALLY_ARRIVED');
    expect(await requestStatus(t, incoming.code)).toBe('SCIN03');
    expect((await t.latestMailTo(member.email))?.subject).toBe(
      `Your parcel arrived: ${packageCode} (items missing)`,
    );
    // The desk shows the partial incoming with its package, to complete rather than receive again.
    expect((await lookup(t, staff.cookie, 'HJ55')).json().incomings).toEqual([
      expect.objectContaining({ code: incoming.code, status: 'SCIN03', packageCode }),
    ]);

    const completed = await t.post(`/api/staff/packages/${packageCode}/all-arrived`, undefined, staff.cookie);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'ARRIVED', incomingCode: incoming.code });
    expect(await requestStatus(t, incoming.code)).toBe('SCIN02');
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`All items arrived: ${packageCode}`);
    expect(mail?.textBody).toContain(`/packages/${packageCode}`);

    const twice = await t.post(`/api/staff/packages/${packageCode}/all-arrived`, undefined, staff.cookie);
    expect(twice.statusCode).toBe(409);
  });

  it('refuses an unknown or cancelled incoming and leaves nothing behind', async () => {
    const { t, staff, member } = await setup();
    const unknown = await receive(t, staff.cookie, {
      trackingNo: 'X1',
      destination: { kind: 'incoming', incomingCode: 'IN2603010099', arrival: 'ALL' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no incoming IN2603010099.');
    const incoming = await giveIncoming(t, member, { trackingNo: 'X2' });
    await t.database.db.update(requests).set({ status: 'SCIN09' }).where(eq(requests.id, incoming.id));
    const cancelled = await receive(t, staff.cookie, {
      trackingNo: 'X2',
      destination: { kind: 'incoming', incomingCode: incoming.code, arrival: 'ALL' },
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`Incoming ${incoming.code} is cancelled: it cannot be received.`);
    expect(await t.database.db.select().from(packages)).toEqual([]);
  });

  it('maps a second package for one incoming, refused by the database, to the same 409', async () => {
    const { t, member } = await setup();
    const incoming = await giveIncoming(t, member, { trackingNo: 'X3' });
    const first = await givePackage(t, member, {});
    await t.database.db
      .update(packages)
      .set({ incomingRequestId: incoming.id })
      .where(eq(packages.id, first.id));
    const second = await givePackage(t, member, {});
    const error = await t.database.db
      .update(packages)
      .set({ incomingRequestId: incoming.id })
      .where(eq(packages.id, second.id))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolationOf(error, 'incomingRequestId')).toBe(true);
    expect(isUniqueViolationOf(error, 'code')).toBe(false);
  });
});

describe('receiving a parcel for a member or the pool', () => {
  it('puts an unregistered parcel in a known member locker as an R package with no source', async () => {
    const { t, staff, member } = await setup();
    const received = await receive(t, staff.cookie, {
      trackingNo: 'LT777',
      destination: { kind: 'member', memberCode: member.code.toLowerCase() },
    });
    expect(received.statusCode, received.body).toBe(201);
    const { packageCode } = received.json();
    expect(received.json()).toMatchObject({
      destination: 'member',
      incomingCode: null,
      member: { code: member.code },
    });
    expect(await packageRow(t, packageCode)).toMatchObject({
      type: 'R',
      status: 'ARRIVED',
      sourceRequestId: null,
      incomingRequestId: null,
      trackingNo: 'LT777',
    });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe('A parcel arrived for you');
    expect(mail?.textBody).toContain(`/packages/${packageCode}`);

    const nobody = await receive(t, staff.cookie, {
      trackingNo: 'LT778',
      destination: { kind: 'member', memberCode: 'ZZZZZZ9' },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({
      message: 'There is no member with the ID ZZZZZZ9.',
      fieldErrors: { 'destination.memberCode': 'There is no member with the ID ZZZZZZ9.' },
    });
  });

  it('sends an unknown tracking number to the lost-and-found pool', async () => {
    const { t, staff } = await setup();
    const received = await receive(t, staff.cookie, {
      trackingNo: 'unknown1',
      destination: { kind: 'pool', receiverName: 'Kim Fan', carrierName: 'Hanjin' },
    });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({ destination: 'pool', member: null, status: 'UNCLAIMED' });
    expect(await packageRow(t, received.json().packageCode)).toMatchObject({
      memberId: null,
      type: 'L',
      status: 'UNCLAIMED',
      trackingNo: 'UNKNOWN1',
      receiverName: 'Kim Fan',
      carrierName: 'Hanjin',
      storageStartedAt: null,
    });
  });
});

describe('a parcel already received (decision 024)', () => {
  const already = (code: string) =>
    `This tracking number is already on package ${code}. Check the parcel: to receive it again anyway, give a reason.`;

  async function creationNote(t: TestApp, code: string) {
    const pkg = await packageRow(t, code);
    const [created] = await packageHistoryOf(t, pkg.id);
    return created?.note;
  }

  it('refuses a second package without an override (409), and makes it with one, the reason in its history', async () => {
    const { t, staff, member } = await setup();
    const first = await receive(t, staff.cookie, { trackingNo: 'LF100', destination: { kind: 'pool' } });
    expect(first.statusCode, first.body).toBe(201);
    const firstCode = first.json().packageCode as string;

    const pool = await receive(t, staff.cookie, { trackingNo: 'lf100', destination: { kind: 'pool' } });
    expect(pool.statusCode).toBe(409);
    expect(pool.json().message).toBe(already(firstCode));
    const forMember = await receive(t, staff.cookie, {
      trackingNo: 'LF100',
      destination: { kind: 'member', memberCode: member.code },
    });
    expect(forMember.statusCode).toBe(409);
    expect(forMember.json().message).toBe(already(firstCode));
    const noReason = await receive(t, staff.cookie, {
      trackingNo: 'LF100',
      destination: { kind: 'pool' },
      override: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ 'override.reason': 'Reason is required' });
    expect(await t.database.db.select().from(packages)).toHaveLength(1);

    const anyway = await receive(t, staff.cookie, {
      trackingNo: 'LF100',
      destination: { kind: 'member', memberCode: member.code },
      override: { reason: 'Second box of a split shipment, same label' },
    });
    expect(anyway.statusCode, anyway.body).toBe(201);
    const secondCode = anyway.json().packageCode as string;
    expect(await creationNote(t, secondCode)).toBe(
      `Arrived without a registered incoming. Received anyway, although already on package ${firstCode}: Second box of a split shipment, same label`,
    );
    // The staff package page's timeline shows it.
    const page = await t.get(`/api/staff/packages/${secondCode}`, staff.cookie);
    expect(page.json().history[0].note).toContain('Second box of a split shipment, same label');

    // A third names both.
    const third = await receive(t, staff.cookie, { trackingNo: 'LF100', destination: { kind: 'pool' } });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      `This tracking number is already on packages ${secondCode}, ${firstCode}. Check the parcel: to receive it again anyway, give a reason.`,
    );
    const pooled = await receive(t, staff.cookie, {
      trackingNo: 'LF100',
      destination: { kind: 'pool' },
      override: { reason: 'Label reused by the carrier' },
    });
    expect(pooled.statusCode, pooled.body).toBe(201);
    expect(await creationNote(t, pooled.json().packageCode)).toBe(
      `Put in the lost-and-found pool. Received anyway, although already on packages ${secondCode}, ${firstCode}: Label reused by the carrier`,
    );
  });

  it('holds for a parcel registered straight into the pool with a tracking number already on a package', async () => {
    const { t, staff } = await setup();
    const first = await receive(t, staff.cookie, { trackingNo: 'LF200', destination: { kind: 'pool' } });
    const firstCode = first.json().packageCode as string;
    const register = (payload: Record<string, unknown>) =>
      t.post('/api/staff/lost-and-found', { ...measured, trackingNo: 'LF200', ...payload }, staff.cookie);

    const refused = await register({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(already(firstCode));
    expect(await t.database.db.select().from(packages)).toHaveLength(1);

    const anyway = await register({ override: { reason: 'Found a second box under the same label' } });
    expect(anyway.statusCode, anyway.body).toBe(201);
    expect(await creationNote(t, anyway.json().code)).toBe(
      `Put in the lost-and-found pool. Received anyway, although already on package ${firstCode}: Found a second box under the same label`,
    );
    // A parcel with no readable number is not a rescan.
    expect((await register({ trackingNo: '' })).statusCode).toBe(201);
  });

  it('holds for a number that matches an open incoming too', async () => {
    const { t, staff, member } = await setup();
    // The parcel went to the pool before its member registered it.
    const first = await receive(t, staff.cookie, { trackingNo: 'CJ777', destination: { kind: 'pool' } });
    const firstCode = first.json().packageCode as string;
    const incoming = await giveIncoming(t, member, { trackingNo: 'CJ777' });
    const lookedUp = (await lookup(t, staff.cookie, 'CJ777')).json();
    expect(lookedUp.incomings).toEqual([expect.objectContaining({ code: incoming.code, status: 'SCIN01' })]);
    expect(lookedUp.packages).toEqual([expect.objectContaining({ code: firstCode })]);

    const destination = { kind: 'incoming', incomingCode: incoming.code, arrival: 'ALL' };
    const refused = await receive(t, staff.cookie, { trackingNo: 'CJ777', destination });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(already(firstCode));
    expect(await requestStatus(t, incoming.code)).toBe('SCIN01');

    const anyway = await receive(t, staff.cookie, {
      trackingNo: 'CJ777',
      destination,
      override: { reason: 'The pool parcel is another box' },
    });
    expect(anyway.statusCode, anyway.body).toBe(201);
    expect(await creationNote(t, anyway.json().packageCode)).toBe(
      `Arrived for ${incoming.code}. Received anyway, although already on package ${firstCode}: The pool parcel is another box`,
    );
    expect(await requestStatus(t, incoming.code)).toBe('SCIN02');
  });

  it('ignores an override for a number no package carries', async () => {
    const { t, staff } = await setup();
    const received = await receive(t, staff.cookie, {
      trackingNo: 'NEW1',
      destination: { kind: 'pool' },
      override: { reason: 'Just in case' },
    });
    expect(received.statusCode, received.body).toBe(201);
    expect(await creationNote(t, received.json().packageCode)).toBe('Put in the lost-and-found pool');
  });
});
