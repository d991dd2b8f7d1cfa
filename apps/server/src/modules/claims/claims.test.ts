import { memberFiles, requests } from '@fanship/db/request-schema';
import { packageClaimImages, packageClaims } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { fileClaim, uploadClaimImage } from '../../test/claims.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { expectMemberFileRefusals } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('claims');

async function startWithDisk(): Promise<TestApp> {
  return start({ dataDir: await newDataDir() });
}

async function claimRows(t: TestApp) {
  return t.database.db.select().from(requests).where(eq(requests.kind, 'claim'));
}

describe('a member’s lost-and-found claims', () => {
  it('files a pending claim with its proof images and lists it, the images served to the member', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const images = [await uploadClaimImage(t, member), await uploadClaimImage(t, member)];
    const created = await fileClaim(t, member, {
      trackingNo: '  CJ 1234 ',
      receiverName: ' Kim Fan ',
      images: [...images, images[0] as (typeof images)[number]],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(id).toBeTypeOf('number');

    const [request] = await claimRows(t);
    expect(request).toMatchObject({ id, status: 'SCPC01' });
    expect(request?.code).toMatch(/^PC\d{10}$/);
    const [details] = await t.database.db.select().from(packageClaims).where(eq(packageClaims.requestId, id));
    expect(details).toMatchObject({ trackingNo: 'CJ 1234', receiverName: 'Kim Fan', packageId: null });
    // A name sent twice is one image; the files are attached, so the clean-up job keeps them.
    const files = await t.database.db
      .select({ attachedAt: memberFiles.attachedAt, position: packageClaimImages.position })
      .from(packageClaimImages)
      .innerJoin(memberFiles, eq(memberFiles.id, packageClaimImages.fileId))
      .where(eq(packageClaimImages.requestId, id));
    expect(files.map((file) => file.position).sort()).toEqual([0, 1]);
    expect(files.every((file) => file.attachedAt !== null)).toBe(true);

    const list = await t.get('/api/package-claims', member.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      content: [
        {
          id,
          status: 'SCPC01',
          statusLabel: 'Pending',
          createdAt: '2026-03-01T09:00:00.000Z',
          trackingNo: 'CJ 1234',
          receiverName: 'Kim Fan',
          images: images.map((image) => ({
            filename: image.filename,
            tag: 'PROOF_OF_PACKAGE',
            url: `/api/files/${image.filename}`,
          })),
          packageCode: null,
          rejectReason: null,
          cancellable: true,
        },
      ],
      currentPage: 1,
      totalPages: 1,
      totalElements: 1,
    });
    const served = await t.get(images[0]?.url ?? '', member.cookie);
    expect(served.statusCode).toBe(200);
  });

  it('refuses missing or too long fields and the wrong number of images with the spec messages', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const image = await uploadClaimImage(t, member);
    const blank = await fileClaim(t, member, { trackingNo: '  ', receiverName: '', images: [image] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      trackingNo: 'Tracking number is required',
      receiverName: 'Receiver name is required',
    });
    const long = await fileClaim(t, member, {
      trackingNo: 'X'.repeat(21),
      receiverName: 'N'.repeat(101),
      images: [image],
    });
    expect(long.json().fieldErrors).toEqual({
      trackingNo: 'Tracking number is too long (max. 20)',
      receiverName: 'Receiver name is too long (max. 100)',
    });
    const none = await fileClaim(t, member, { images: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ images: 'Please upload at least one image' });
    const five = await Promise.all(Array.from({ length: 5 }, () => uploadClaimImage(t, member)));
    const tooMany = await fileClaim(t, member, { images: five });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors).toEqual({ images: 'Maximum 4 images allowed' });
    const wrongTag = await fileClaim(t, member, {
      images: [{ filename: image.filename, tag: 'USER_REQUEST' }],
    });
    expect(wrongTag.statusCode).toBe(400);
    expect(await claimRows(t)).toHaveLength(0);
  });

  it('refuses images that are not the member’s own claim uploads, saving nothing', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const other = await t.createMember();
    const own = await uploadClaimImage(t, member);
    const othersImage = await uploadClaimImage(t, other);
    const ofmImage = await uploadClaimImage(t, member, 'ofm');
    for (const stranger of [othersImage.filename, ofmImage.filename, `${'0'.repeat(32)}.png`]) {
      const refused = await fileClaim(t, member, { images: [own, { filename: stranger }] });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe('Failed to upload images');
    }
    expect(await claimRows(t)).toHaveLength(0);
    expect(await t.database.db.select().from(packageClaims)).toHaveLength(0);
    // The member's own upload was not used up by the refused claims.
    const [file] = await t.database.db
      .select()
      .from(memberFiles)
      .where(eq(memberFiles.filename, own.filename));
    expect(file?.attachedAt).toBeNull();
  });

  it('refuses proof uploads over 15 MB or that are not images', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    await expectMemberFileRefusals(t, member.cookie, 'package-claim');
    expect(await t.database.db.select().from(memberFiles)).toHaveLength(0);
  });

  it('lists only the member’s own claims, newest first, a page at a time', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const other = await t.createMember();
    const first = (await fileClaim(t, member, { trackingNo: 'FIRST1' })).json<{ id: number }>().id;
    t.clock.advance(60);
    const second = (await fileClaim(t, member, { trackingNo: 'SECOND2' })).json<{ id: number }>().id;
    await fileClaim(t, other, { trackingNo: 'OTHER3' });
    const page1 = await t.get('/api/package-claims?size=1', member.cookie);
    expect(page1.json()).toMatchObject({ currentPage: 1, totalPages: 2, totalElements: 2 });
    expect(page1.json().content.map((claim: { id: number }) => claim.id)).toEqual([second]);
    const page2 = await t.get('/api/package-claims?size=1&page=2', member.cookie);
    expect(page2.json().content.map((claim: { id: number }) => claim.id)).toEqual([first]);
    expect((await t.get('/api/package-claims')).statusCode).toBe(401);
  });

  it('withdraws a pending claim once; another member’s or an unknown id is a 404', async () => {
    const t = await startWithDisk();
    const member = await t.createMember();
    const other = await t.createMember();
    const { id } = (await fileClaim(t, member)).json<{ id: number }>();
    const stranger = await t.delete(`/api/package-claims/${id}`, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect((await t.delete(`/api/package-claims/${id + 1000}`, member.cookie)).statusCode).toBe(404);
    expect((await t.delete('/api/package-claims/abc', member.cookie)).statusCode).toBe(400);

    const withdrawn = await t.delete(`/api/package-claims/${id}`, member.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const list = await t.get('/api/package-claims', member.cookie);
    expect(list.json().content[0]).toMatchObject({
      id,
      status: 'SCPC09',
      statusLabel: 'Cancelled',
      cancellable: false,
    });
    const again = await t.delete(`/api/package-claims/${id}`, member.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is cancelled: it cannot be changed this way (cancel).');
  });
});
