import { packageHistory } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { multipart, png } from '../../test/uploads.ts';
import { recordPackageEvent } from './package-records.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('staff-packages');

async function setup() {
  return withStaffAndMember(await start({ dataDir: await newDataDir() }), {
    firstName: 'Mina',
    lastName: 'Park',
  });
}

const DAY = 24 * 60 * 60;

const search = (t: TestApp, cookie: string, query: string) =>
  t.inject({ method: 'GET', url: `/api/staff/packages?${query}`, cookie });

const changeStatus = (t: TestApp, cookie: string, code: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/staff/packages/${code}/status`, cookie, payload });

describe('staff package search', () => {
  it('finds packages by code, tracking number, member ID, email or name, status and type, pool parcels included', async () => {
    const { t, staff, member } = await setup();
    const other = await t.createMember();
    const mine = await givePackage(t, member, {
      trackingNo: 'CJ111',
      items: [
        { name: 'Album', categoryCode: 'ALBUM', unitPriceKrw: 10_000, quantity: 1 },
        { name: 'Poster', categoryCode: 'MERCH', unitPriceKrw: 3_000, quantity: 1 },
      ],
    });
    const theirs = await givePackage(t, other, { trackingNo: 'HJ222' });
    const pool = await givePackage(t, null, { trackingNo: 'LT333', receiverName: 'Kim' });

    const all = await search(t, staff.cookie, '');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ totalElements: 3, currentPage: 1, totalPages: 1 });

    const codes = async (query: string) =>
      (await search(t, staff.cookie, query)).json().content.map((row: { code: string }) => row.code);
    expect(await codes(`search=${mine.code.toLowerCase()}`)).toEqual([mine.code]);
    expect(await codes('search=hj222')).toEqual([theirs.code]);
    expect(await codes(`search=${member.code}`)).toEqual([mine.code]);
    expect(await codes(`search=${encodeURIComponent(other.email)}`)).toEqual([theirs.code]);
    expect(await codes('search=mina%20park')).toEqual([mine.code]);
    expect(await codes('search=PARK')).toEqual([mine.code]);
    expect(await codes('status=UNCLAIMED')).toEqual([pool.code]);
    expect(await codes('type=R&search=CJ111')).toEqual([mine.code]);
    expect(await codes('search=%25')).toEqual([]);

    const [row] = (await search(t, staff.cookie, `search=${mine.code}`)).json().content;
    expect(row).toMatchObject({
      type: 'R',
      status: 'ARRIVED',
      statusLabel: 'Arrived',
      trackingNo: 'CJ111',
      owner: { code: member.code, name: 'Mina Park', email: member.email },
      itemSummary: 'Album +1',
      weightGrams: 1_200,
    });
    const [poolRow] = (await search(t, staff.cookie, 'status=UNCLAIMED')).json().content;
    expect(poolRow).toMatchObject({ owner: null, receiverName: 'Kim' });

    expect((await search(t, staff.cookie, 'status=LOST')).statusCode).toBe(400);
    expect((await search(t, member.cookie, '')).statusCode).toBe(404);
  });
});

describe('staff package list sorting and columns', () => {
  it('sorts by a whitelisted column either way, refuses an unknown sort, and sends type names and storage left', async () => {
    const { t, staff, member } = await setup();
    const now = t.clock.now();
    const light = await givePackage(t, member, {
      weightGrams: 300,
      storageStartedAt: now,
      freeStorageDays: 45,
    });
    const heavy = await givePackage(t, member, {
      weightGrams: 5_000,
      storageStartedAt: new Date(now.getTime() - 50 * DAY * 1000),
      freeStorageDays: 45,
    });
    const pool = await givePackage(t, null, { weightGrams: 1_000, storageStartedAt: null });
    const codes = async (query: string) => {
      const reply = await search(t, staff.cookie, query);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().content.map((row: { code: string }) => row.code);
    };
    expect(await codes('')).toEqual([pool.code, heavy.code, light.code]);
    expect(await codes('sort=received')).toEqual([light.code, heavy.code, pool.code]);
    expect(await codes('sort=weight')).toEqual([light.code, pool.code, heavy.code]);
    expect(await codes('sort=-weight')).toEqual([heavy.code, pool.code, light.code]);
    expect(await codes('sort=code')).toEqual([light.code, heavy.code, pool.code].sort());
    expect(await codes('sort=status')).toEqual([light.code, heavy.code, pool.code]);
    // Fewest free days left first; a package whose storage is not counted comes last either way.
    expect(await codes('sort=storage')).toEqual([heavy.code, light.code, pool.code]);
    expect(await codes('sort=-storage')).toEqual([light.code, heavy.code, pool.code]);
    expect((await codes('sort=member'))[2]).toBe(pool.code);

    const unknown = await search(t, staff.cookie, 'sort=tracking');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown sort');

    const rows = (await search(t, staff.cookie, 'sort=-storage')).json().content;
    expect(rows[0]).toMatchObject({ typeLabel: 'Received parcel', storage: { daysLeft: 44, feeKrw: 0 } });
    expect(rows[1]).toMatchObject({ typeLabel: 'Received parcel', storage: { daysLeft: -6 } });
    expect(rows[2]).toMatchObject({ type: 'L', typeLabel: 'Lost & found parcel', storage: null });
  });
});

describe('staff package page and moves', () => {
  it('shows the package with owner, storage, history with actors and the allowed moves', async () => {
    const { t, staff, member } = await setup();
    const pkg = await givePackage(t, member, { trackingNo: 'CJ1' });
    const detail = await t.inject({
      method: 'GET',
      url: `/api/staff/packages/${pkg.code}`,
      cookie: staff.cookie,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      code: pkg.code,
      status: 'ARRIVED',
      owner: { code: member.code },
      items: [expect.objectContaining({ name: 'Mini album' })],
      images: [],
      videos: [],
      storage: { daysStored: 1, freeDays: 45, daysLeft: 44, warning: false, feeKrw: 0 },
      history: [
        expect.objectContaining({
          event: 'CREATED',
          toStatus: 'ARRIVED',
          toLabel: 'Arrived',
          actor: 'staff',
        }),
      ],
      moves: [
        { to: 'PARTIALLY_ARRIVED', action: 'Mark items missing' },
        { to: 'DISPOSED', action: 'Dispose' },
      ],
      disposalBlocker: 'The member has not been told yet that the storage fee started (no recorded notice).',
      photoRoom: 10,
    });
    expect(
      (await t.inject({ method: 'GET', url: '/api/staff/packages/PK0000000000', cookie: staff.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/api/staff/packages/${pkg.code}`, cookie: member.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('changes status by a staff move with the reason in the history and the staff member named', async () => {
    const { t, staff, member } = await setup();
    const pkg = await givePackage(t, member);
    const missing = await changeStatus(t, staff.cookie, pkg.code, {
      to: 'PARTIALLY_ARRIVED',
      reason: 'Two cards missing',
    });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json().status).toBe('PARTIALLY_ARRIVED');
    expect(missing.json().history.at(-1)).toMatchObject({
      event: 'STATUS',
      fromStatus: 'ARRIVED',
      toStatus: 'PARTIALLY_ARRIVED',
      actor: 'staff',
      actorName: `Staff Person (${staff.code})`,
      note: 'Two cards missing',
    });
    // Back with the reason: the package has no incoming, so it only moves.
    const back = await changeStatus(t, staff.cookie, pkg.code, { to: 'ARRIVED', reason: 'Found them' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().history.at(-1)).toMatchObject({ toStatus: 'ARRIVED', note: 'Found them' });

    // Not a hand move: refused with why; no reason: 400.
    const unboxing = await changeStatus(t, staff.cookie, pkg.code, {
      to: 'UNBOXING_PROCESSING',
      reason: 'x',
    });
    expect(unboxing.statusCode).toBe(409);
    expect(unboxing.json().message).toBe(
      'This package is arrived: it cannot be changed this way (start unboxing).',
    );
    const noReason = await changeStatus(t, staff.cookie, pkg.code, { to: 'PARTIALLY_ARRIVED', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Reason is required' });
  });

  it('refuses disposal before the notices and 90 fee days, and allows it after', async () => {
    const { t, staff, member } = await setup();
    const pkg = await givePackage(t, member);
    const refused = await changeStatus(t, staff.cookie, pkg.code, { to: 'DISPOSED', reason: 'Unclaimed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('has not been told yet that the storage fee started');

    for (const note of ['STORAGE_7_DAYS', 'STORAGE_1_DAY', 'STORAGE_FEE_STARTED']) {
      await recordPackageEvent(t.database.db, pkg.id, {
        event: 'NOTICE',
        actor: 'system',
        actorMemberId: null,
        note,
        now: t.clock.now(),
      });
    }
    // Day 134: 45 free days and 89 fee days, still too early; day 135 (90 fee days) may.
    t.clock.advance(133 * DAY);
    // Sessions expire over months: sign in again.
    const cookie = await t.signIn(staff.code, staff.password);
    const early = await changeStatus(t, cookie, pkg.code, { to: 'DISPOSED', reason: 'Unclaimed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A package can be disposed of 90 days after its free storage ended.');

    t.clock.advance(DAY);
    const page = (await t.inject({ method: 'GET', url: `/api/staff/packages/${pkg.code}`, cookie })).json();
    expect(page.disposalBlocker).toBeNull();
    expect(
      page.history
        .filter((row: { event: string }) => row.event === 'NOTICE')
        .map((row: { note: string }) => row.note),
    ).toEqual([
      'Reminder sent: free storage ends in 7 days',
      'Reminder sent: free storage ends tomorrow',
      'Reminder sent: the storage fee has started',
    ]);
    const disposed = await changeStatus(t, cookie, pkg.code, {
      to: 'DISPOSED',
      reason: 'Unclaimed for 3 months',
    });
    expect(disposed.statusCode, disposed.body).toBe(200);
    expect(disposed.json()).toMatchObject({ status: 'DISPOSED', moves: [], disposalBlocker: null });
    expect(disposed.json().storage.endedAt).toBe(t.clock.now().toISOString());
    const rows = await t.database.db
      .select()
      .from(packageHistory)
      .where(eq(packageHistory.packageId, pkg.id));
    expect(rows.at(-1)).toMatchObject({
      event: 'STATUS',
      toStatus: 'DISPOSED',
      note: 'Unclaimed for 3 months',
    });
  });

  it('disposes of a pool parcel only after 90 days in the pool', async () => {
    const { t, staff } = await setup();
    const pool = await givePackage(t, null, { trackingNo: 'LT1' });
    const refused = await changeStatus(t, staff.cookie, pool.code, {
      to: 'DISPOSED',
      reason: 'Nobody claimed it',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An unclaimed parcel can be disposed of after 90 days in the pool.');
    t.clock.advance(91 * DAY);
    const cookie = await t.signIn(staff.code, staff.password);
    const disposed = await changeStatus(t, cookie, pool.code, {
      to: 'DISPOSED',
      reason: 'Nobody claimed it',
    });
    expect(disposed.statusCode, disposed.body).toBe(200);
    expect(disposed.json().status).toBe('DISPOSED');
  });

  it('attaches more photos up to 10 in all, each an uploaded staff photo', async () => {
    const { t, staff, member } = await setup();
    const pkg = await givePackage(t, member);
    const upload = async () =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/staff/package-photos',
          cookie: staff.cookie,
          ...multipart('p.png', png),
        })
      ).json<{ filename: string }>().filename;
    const first = await upload();
    const added = await t.inject({
      method: 'POST',
      url: `/api/staff/packages/${pkg.code}/photos`,
      cookie: staff.cookie,
      payload: { photos: [first] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      images: [{ filename: first, url: `/api/files/${first}` }],
      photoRoom: 9,
    });
    // The member sees their package's photo.
    expect(
      (await t.inject({ method: 'GET', url: `/api/files/${first}`, cookie: member.cookie })).statusCode,
    ).toBe(200);

    const again = await t.inject({
      method: 'POST',
      url: `/api/staff/packages/${pkg.code}/photos`,
      cookie: staff.cookie,
      payload: { photos: [first] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Failed to upload images');

    const many = await Promise.all(Array.from({ length: 10 }, upload));
    const tooMany = await t.inject({
      method: 'POST',
      url: `/api/staff/packages/${pkg.code}/photos`,
      cookie: staff.cookie,
      payload: { photos: many },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 10 photos per parcel');
  });
});
