import { memberFiles } from '@fanship/db/request-schema';
import { packageClaims, packageFiles, packages } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { claimCode, fileClaim } from '../../test/claims.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { givePackage, packageHistoryOf } from '../../test/packages.ts';
import { memberId } from '../../test/payments.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { multipart, png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('claim-review');

async function setup() {
  return withStaffAndMember(await start({ dataDir: await newDataDir() }));
}

/** A pool parcel registered as staff do, with a photo: answers its code and the photo's address. */
async function poolParcelWithPhoto(t: TestApp, staff: TestMember, fields: Record<string, unknown> = {}) {
  const photo = await t.upload('/api/staff/package-photos', multipart('parcel.png', png), staff.cookie);
  const { filename, url } = photo.json<{ filename: string; url: string }>();
  const registered = await t.post(
    '/api/staff/lost-and-found',
    {
      trackingNo: 'CJ1234567890',
      receiverName: 'Kim Fan',
      weightGrams: 800,
      widthCm: 20,
      lengthCm: 15,
      heightCm: 5,
      photos: [filename],
      ...fields,
    },
    staff.cookie,
  );
  expect(registered.statusCode, registered.body).toBe(201);
  return { code: registered.json<{ code: string }>().code, photoUrl: url };
}

async function claimOf(t: TestApp, member: TestMember, fields: Parameters<typeof fileClaim>[2] = {}) {
  const created = await fileClaim(t, member, fields);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  return { id, code: await claimCode(t, id) };
}

const approve = (t: TestApp, staff: TestMember, code: string, packageCode: string) =>
  t.post(`/api/staff/package-claims/${code}/approve`, { packageCode }, staff.cookie);

const reject = (t: TestApp, staff: TestMember, code: string, reason: unknown) =>
  t.post(`/api/staff/package-claims/${code}/reject`, { reason }, staff.cookie);

describe('staff review of lost-and-found claims', () => {
  it('shows a claim with its proof and the pool parcels it may be for, with their photos', async () => {
    const { t, staff, member } = await setup();
    const byTracking = await poolParcelWithPhoto(t, staff, { receiverName: 'Someone Else' });
    const byName = await givePackage(t, null, { trackingNo: 'OTHER999', receiverName: 'FAN KIM' });
    await givePackage(t, null, { trackingNo: 'NOPE1', receiverName: 'Park Lee' });
    // A member's package is never a candidate, whatever its label says.
    await givePackage(t, member, { trackingNo: 'CJ1234567890', receiverName: 'Kim Fan' });
    const claim = await claimOf(t, member, { trackingNo: 'cj-1234567890', receiverName: 'Kim Fan' });

    const queue = await t.get('/api/staff/requests/claim', staff.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().content).toMatchObject([
      { code: claim.code, status: 'SCPC01', summary: 'cj-1234567890 · Kim Fan' },
    ]);

    const detail = await t.get(`/api/staff/requests/claim/${claim.code}`, staff.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      code: claim.code,
      id: claim.id,
      status: 'SCPC01',
      trackingNo: 'cj-1234567890',
      receiverName: 'Kim Fan',
      member: { code: member.code },
      actions: [
        { to: 'SCPC02', action: 'Approve' },
        { to: 'SCPC03', action: 'Reject' },
      ],
      history: [{ toStatus: 'SCPC01', actor: 'member' }],
    });
    expect(body.images).toHaveLength(1);
    expect(
      body.candidates.map((candidate: { code: string; match: string }) => [candidate.code, candidate.match]),
    ).toEqual([
      [byTracking.code, 'TRACKING'],
      [byName.code, 'RECEIVER'],
    ]);
    expect(body.candidates[0]).toMatchObject({
      weightGrams: 800,
      widthTenths: 200,
      photos: [{ url: byTracking.photoUrl }],
    });
    // Staff may read the member's proof images.
    const proof = await t.get(body.images[0].url, staff.cookie);
    expect(proof.statusCode).toBe(200);
  });

  it('approves with a pool parcel: it becomes the member’s package with its photos, and the member is told', async () => {
    const { t, staff, member } = await setup();
    const parcel = await poolParcelWithPhoto(t, staff);
    // Before the approval, the pool photo is staff-only.
    expect((await t.get(parcel.photoUrl, member.cookie)).statusCode).toBe(404);
    const claim = await claimOf(t, member);
    t.clock.advance(3_600);

    const approved = await approve(t, staff, claim.code, parcel.code);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'SCPC02',
      statusLabel: 'Approved',
      packageCode: parcel.code,
      actions: [],
      candidates: [],
    });

    const [pkg] = await t.database.db.select().from(packages).where(eq(packages.code, parcel.code));
    expect(pkg).toMatchObject({
      memberId: await memberId(t, member),
      type: 'L',
      status: 'ARRIVED',
      sourceRequestId: claim.id,
      storageStartedAt: t.clock.now(),
    });
    const history = await packageHistoryOf(t, pkg?.id ?? 0);
    expect(history.at(-1)).toMatchObject({
      event: 'STATUS',
      fromStatus: 'UNCLAIMED',
      toStatus: 'ARRIVED',
      actor: 'staff',
      note: `Given to the member by claim ${claim.code}`,
    });
    const photos = await t.database.db
      .select({ memberId: memberFiles.memberId })
      .from(packageFiles)
      .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
      .where(eq(packageFiles.packageId, pkg?.id ?? 0));
    expect(photos).toEqual([{ memberId: await memberId(t, member) }]);
    expect((await t.get(parcel.photoUrl, member.cookie)).statusCode).toBe(200);
    const [details] = await t.database.db
      .select()
      .from(packageClaims)
      .where(eq(packageClaims.requestId, claim.id));
    expect(details?.packageId).toBe(pkg?.id);

    const list = await t.get('/api/package-claims', member.cookie);
    expect(list.json().content[0]).toMatchObject({
      id: claim.id,
      status: 'SCPC02',
      packageCode: parcel.code,
      rejectReason: null,
      cancellable: false,
    });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Claim] ${claim.code}: Approved`);
    expect(mail?.textBody).toContain(`The parcel is now your package ${parcel.code}.`);
    expect(mail?.textBody).toContain(`/packages/${parcel.code}`);
    expect(mail?.textBody).toMatch(/See it here: \S+\/lost-and-found$/);

    // Decided: neither a second approval, the member's withdrawal nor a rejection moves it again.
    expect((await approve(t, staff, claim.code, parcel.code)).statusCode).toBe(409);
    const withdraw = await t.delete(`/api/package-claims/${claim.id}`, member.cookie);
    expect(withdraw.statusCode).toBe(409);
    expect((await reject(t, staff, claim.code, 'Too late')).statusCode).toBe(409);
  });

  it('gives a parcel once: another claim approved with it is refused, and a parcel not in the pool too', async () => {
    const { t, staff, member } = await setup();
    const other = await t.createMember();
    const parcel = await givePackage(t, null, { trackingNo: 'CJ1234567890', receiverName: 'Kim Fan' });
    const first = await claimOf(t, member);
    const second = await claimOf(t, other);
    expect((await approve(t, staff, first.code, parcel.code)).statusCode).toBe(200);
    const refused = await approve(t, staff, second.code, parcel.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This parcel is no longer in the lost-and-found pool: it was given to a member or disposed of.',
    );
    const ownersPackage = await givePackage(t, other);
    expect((await approve(t, staff, second.code, ownersPackage.code)).statusCode).toBe(409);
    const missing = await approve(t, staff, second.code, 'PK2603010999');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ packageCode: 'No parcel has this code' });
    const malformed = await approve(t, staff, second.code, 'OF2603010001');
    expect(malformed.json().fieldErrors).toEqual({ packageCode: 'Invalid package code' });
    // The second claim is still pending, and its candidates no longer include the given parcel.
    const detail = await t.get(`/api/staff/requests/claim/${second.code}`, staff.cookie);
    expect(detail.json()).toMatchObject({ status: 'SCPC01', candidates: [] });
    expect((await approve(t, staff, 'PC2603019999', parcel.code)).statusCode).toBe(404);
  });

  it('rejects with a reason the member reads in the list and the notice', async () => {
    const { t, staff, member } = await setup();
    const claim = await claimOf(t, member);
    const blank = await reject(t, staff, claim.code, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ reason: 'Reason is required' });
    const rejected = await reject(t, staff, claim.code, ' The label shows another name ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'SCPC03', rejectReason: 'The label shows another name' });
    const list = await t.get('/api/package-claims', member.cookie);
    expect(list.json().content[0]).toMatchObject({
      status: 'SCPC03',
      statusLabel: 'Rejected',
      rejectReason: 'The label shows another name',
      packageCode: null,
      cancellable: false,
    });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Claim] ${claim.code}: Rejected`);
    expect(mail?.textBody).toContain('Reason: The label shows another name');
    const parcel = await givePackage(t, null, { trackingNo: 'CJ1234567890' });
    expect((await approve(t, staff, claim.code, parcel.code)).statusCode).toBe(409);
  });

  it('lists the pool with photos and searches it; members cannot reach any of it', async () => {
    const { t, staff, member } = await setup();
    const withPhoto = await poolParcelWithPhoto(t, staff, {
      trackingNo: 'CJ55501',
      receiverName: 'Lee Minho',
    });
    t.clock.advance(60);
    const plain = await givePackage(t, null, { trackingNo: 'EMS7777', receiverName: 'Choi Yuna' });
    await givePackage(t, member, { trackingNo: 'CJ55501' });
    const all = await t.get('/api/staff/lost-and-found', staff.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ currentPage: 1, totalPages: 1, totalElements: 2 });
    expect(all.json().content.map((parcel: { code: string }) => parcel.code)).toEqual([
      plain.code,
      withPhoto.code,
    ]);
    expect(all.json().content[1]).toMatchObject({
      status: 'UNCLAIMED',
      trackingNo: 'CJ55501',
      receiverName: 'Lee Minho',
      weightGrams: 800,
      photos: [{ url: withPhoto.photoUrl }],
      pendingClaims: 0,
    });

    // Each parcel counts the pending claims it is a candidate for (tracking number or receiver name); decided
    // or withdrawn claims no longer count.
    await claimOf(t, member, { trackingNo: 'cj-55501', receiverName: 'Someone' });
    await claimOf(t, member, { trackingNo: 'OTHER1', receiverName: 'Lee Minho' });
    const rejected = await claimOf(t, member, { trackingNo: 'CJ55501', receiverName: 'Lee Minho' });
    expect((await reject(t, staff, rejected.code, 'Not yours')).statusCode).toBe(200);
    const counted = (await t.get('/api/staff/lost-and-found', staff.cookie)).json().content;
    expect(counted.map((parcel: { pendingClaims: number }) => parcel.pendingClaims)).toEqual([0, 2]);
    const search = async (text: string) => {
      const response = await t.get(
        `/api/staff/lost-and-found?search=${encodeURIComponent(text)}`,
        staff.cookie,
      );
      return response.json().content.map((parcel: { code: string }) => parcel.code);
    };
    expect(await search('cj-555')).toEqual([withPhoto.code]);
    expect(await search('yuna')).toEqual([plain.code]);
    expect(await search(plain.code)).toEqual([plain.code]);
    expect(await search('100%_')).toEqual([]);

    for (const [method, url] of [
      ['GET', '/api/staff/lost-and-found'],
      ['GET', '/api/staff/requests/claim'],
      ['POST', '/api/staff/package-claims/PC2603010001/approve'],
      ['POST', '/api/staff/package-claims/PC2603010001/reject'],
    ] as const) {
      const response = await t.inject({
        method,
        url,
        cookie: member.cookie,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('leaves withdrawing to the member: the generic staff cancel is refused', async () => {
    const { t, staff, member } = await setup();
    const claim = await claimOf(t, member);
    const cancel = await t.post(
      `/api/staff/requests/claim/${claim.code}/cancel`,
      { reason: 'Duplicate' },
      staff.cookie,
    );
    expect(cancel.statusCode).toBe(409);
  });
});
