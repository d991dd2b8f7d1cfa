import { memberFiles } from '@fanship/db/request-schema';
import { packageFiles, packageHistory, packages } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { postCreated } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { multipart, png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('parcels');

async function setup() {
  return withStaffAndMember(await start({ dataDir: await newDataDir() }));
}

const uploadPhoto = (t: TestApp, cookie: string) =>
  t.inject({ method: 'POST', url: '/api/staff/package-photos', cookie, ...multipart('parcel.png', png) });

const parcel = {
  trackingNo: 'cj123456789kr',
  receiverName: 'Kim Fan',
  weightGrams: 1_250,
  widthCm: 30.5,
  lengthCm: '20',
  heightCm: 10,
};

describe('staff parcel photos and the lost-and-found pool', () => {
  it('stores a photo staff-only and puts an unregistered parcel in the pool with it', async () => {
    const { t, staff, member } = await setup();
    const uploaded = await uploadPhoto(t, staff.cookie);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { filename, url } = uploaded.json<{ filename: string; url: string }>();
    // Nobody but staff can see a pool photo.
    expect((await t.inject({ method: 'GET', url, cookie: member.cookie })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url, cookie: staff.cookie })).statusCode).toBe(200);

    const registered = await postCreated(t, '/api/staff/lost-and-found', staff.cookie, {
      ...parcel,
      photos: [filename],
    });
    const { code } = registered.json<{ code: string }>();
    expect(code).toMatch(/^PK\d{10}$/);

    const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
    expect(row).toMatchObject({
      memberId: null,
      type: 'L',
      status: 'UNCLAIMED',
      trackingNo: 'CJ123456789KR',
      receiverName: 'Kim Fan',
      weightGrams: 1_250,
      widthTenths: 305,
      lengthTenths: 200,
      heightTenths: 100,
      storageStartedAt: null,
    });
    const files = await t.database.db
      .select({ kind: packageFiles.kind, memberId: memberFiles.memberId, attachedAt: memberFiles.attachedAt })
      .from(packageFiles)
      .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
      .where(eq(packageFiles.packageId, row?.id ?? 0));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ kind: 'IMAGE', memberId: null });
    expect(files[0]?.attachedAt).not.toBeNull();
    const history = await t.database.db
      .select()
      .from(packageHistory)
      .where(eq(packageHistory.packageId, row?.id ?? 0));
    expect(history).toMatchObject([
      { event: 'CREATED', toStatus: 'UNCLAIMED', note: 'Put in the lost-and-found pool' },
    ]);
  });

  it('refuses a photo that is not an unattached staff photo, saving nothing', async () => {
    const { t, staff, member } = await setup();
    const own = await t.inject({
      method: 'POST',
      url: '/api/uploads/member-files?domain=ofm',
      cookie: member.cookie,
      ...multipart('mine.png', png),
    });
    const before = await t.database.db.select().from(packages);
    for (const photos of [[own.json().filename], ['0123456789abcdef0123456789abcdef.png']]) {
      const refused = await t.inject({
        method: 'POST',
        url: '/api/staff/lost-and-found',
        cookie: staff.cookie,
        payload: { ...parcel, photos },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Failed to upload images');
    }
    expect(await t.database.db.select().from(packages)).toHaveLength(before.length);
  });

  it('checks the measurements and the tracking number, and keeps the routes from members', async () => {
    const { t, staff, member } = await setup();
    const bad = await t.inject({
      method: 'POST',
      url: '/api/staff/lost-and-found',
      cookie: staff.cookie,
      payload: { ...parcel, trackingNo: 'CJ-123', weightGrams: 0, widthCm: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      trackingNo: 'Tracking number can only contain letters and numbers',
      weightGrams: 'Weight must be at least 1 g',
      widthCm: 'Width must be greater than 0',
    });
    await postCreated(t, '/api/staff/lost-and-found', staff.cookie, {
      ...parcel,
      trackingNo: '',
    });
    for (const url of ['/api/staff/lost-and-found', '/api/staff/package-photos']) {
      expect(
        (await t.inject({ method: 'POST', url, cookie: member.cookie, payload: parcel })).statusCode,
      ).toBe(404);
    }
    expect((await uploadPhoto(t, member.cookie)).statusCode).toBe(404);
  });
});
