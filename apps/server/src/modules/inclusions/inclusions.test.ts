import { inclusionMessages } from '@fanship/domain/warehouse/inclusion';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import {
  albumsBody,
  inclusionPage,
  pobBody,
  postInclusion,
  requestInclusion,
  uploadInclusionImage,
} from '../../test/inclusions.ts';
import { expectPartialArrivalRefused } from '../../test/package-services.ts';
import { givePackage, packagePage } from '../../test/packages.ts';
import { expectRefused, memberList } from '../../test/requests.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('inclusions');

/** An M package holding `albums` albums bought through OFM. */
const ofmPackage = (t: TestApp, member: TestMember, albums: number) =>
  givePackage(t, member, {
    type: 'M',
    items: [{ name: 'Album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: albums }],
  });

describe('asking for an inclusion', () => {
  it('holds the member’s ARRIVED R and M packages, stops their storage count, and lists and shows it', async () => {
    const t = await start();
    const member = await t.createMember();
    const received = await givePackage(t, member);
    const bought = await givePackage(t, member, { type: 'M' });
    t.clock.advance(2 * 86_400);
    const code = await requestInclusion(t, member, pobBody([received.code, bought.code]));
    expect(code).toMatch(/^IC\d{10}$/);
    for (const pkg of [received, bought]) {
      expect(await packagePage(t, member, pkg.code)).toMatchObject({
        status: 'IN_SERVICE',
        storageStartedAt: '2026-03-01T09:00:00.000Z',
        storageEndedAt: '2026-03-03T09:00:00.000Z',
      });
    }

    expect(await memberList(t, member, '/api/inclusion-services?page=1')).toMatchObject({
      currentPage: 1,
      totalElements: 1,
      content: [
        {
          code,
          status: 'SCIL01',
          statusLabel: 'Requested',
          albumType: 'STANDARD',
          albumName: 'SEVENTEEN / FML',
          benefitOnly: true,
          firstVersionName: null,
          itemCount: 0,
        },
      ],
    });
    expect((await memberList(t, member, '/api/inclusion-services?status=SCIL04')).content).toEqual([]);
    const page = await inclusionPage(t, member, code);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      code,
      benefitOnly: true,
      keepOptions: [],
      inclusionType: '-',
      posterOption: null,
      memberNote: 'N/A',
      targetPackageCodes: [received.code, bought.code],
      images: [],
      videos: [],
      fees: [],
      feeKrw: 0,
      resultPackageCode: null,
      items: [],
      editable: true,
      cancellable: true,
      history: [{ toStatus: 'SCIL01', actor: 'member' }],
    });
  });

  it('POB only (the default) empties the items, keep options and poster; otherwise they are kept', async () => {
    const t = await start();
    const member = await t.createMember();
    const [a, b] = [await givePackage(t, member), await givePackage(t, member)];
    const pob = await requestInclusion(t, member, {
      ...albumsBody([a.code]),
      benefitOnly: undefined,
    });
    expect((await inclusionPage(t, member, pob)).json()).toMatchObject({
      benefitOnly: true,
      items: [],
      keepOptions: [],
      posterOption: null,
    });
    const albums = await requestInclusion(t, member, albumsBody([b.code], 12, 0));
    expect((await inclusionPage(t, member, albums)).json()).toMatchObject({
      benefitOnly: false,
      keepOptions: ['PHOTOCARD', 'POSTCARD'],
      inclusionType: 'Photocards/Postcards',
      posterOption: 'KEEP_ROLLED',
      items: [
        {
          id: 1,
          versionName: 'Ver. A',
          requestSignedQty: 2,
          requestSealedQty: 3,
          requestOpenedQty: 7,
          requestOfmQty: 0,
          totalQty: 12,
        },
      ],
    });
  });

  it('answers the form’s messages (400) and holds nothing', async () => {
    const t = await start();
    const member = await t.createMember();
    const pkg = await givePackage(t, member);
    const codes = [pkg.code];
    const cases: [object, Record<string, string>][] = [
      [pobBody(codes, { albumName: ' ' }), { albumName: inclusionMessages.albumNameRequired }],
      [pobBody(codes, { albumName: 'a'.repeat(101) }), { albumName: inclusionMessages.albumNameTooLong }],
      [pobBody(codes, { albumType: undefined }), { albumType: 'Album Type is required' }],
      [pobBody(codes, { memberNote: '' }), { memberNote: inclusionMessages.memberNoteRequired }],
      [pobBody(codes, { memberNote: 'a'.repeat(3001) }), { memberNote: inclusionMessages.noteTooLong }],
      [pobBody([]), { targetPackageCodes: 'Target Package is required' }],
      [
        albumsBody(codes, 10, 0, { inclusionItems: [] }),
        { inclusionItems: inclusionMessages.atLeastOneItem },
      ],
      [albumsBody(codes, 9), { inclusionItems: inclusionMessages.minimum }],
      [albumsBody(codes, 10, 0, { keepOptions: [] }), { keepOptions: inclusionMessages.keepOptionsRequired }],
      [albumsBody(codes, 10, 0, { posterOption: null }), { posterOption: inclusionMessages.posterRequired }],
      [
        albumsBody(codes, 10, 0, {
          inclusionItems: [
            { versionName: 'a'.repeat(31), requestTotalQty: 10, requestSignedQty: 0, requestSealedQty: 0 },
          ],
        }),
        { 'inclusionItems.0.versionName': inclusionMessages.versionNameTooLong },
      ],
      [
        pobBody(codes, {
          images: Array.from({ length: 10 }, (_, index) => ({
            filename: `${String(index).padStart(32, 'a')}.png`,
          })),
        }),
        { images: inclusionMessages.tooManyImages },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await postInclusion(t, member, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toMatchObject(fieldErrors);
    }
    expect((await packagePage(t, member, pkg.code)).status).toBe('ARRIVED');
  });

  it('takes only R and M packages (400), ARRIVED (409), the member’s own (404)', async () => {
    const t = await start();
    const member = await t.createMember();
    const other = await t.createMember();
    const theirs = await givePackage(t, other);
    expect((await postInclusion(t, member, pobBody([theirs.code]))).statusCode).toBe(404);
    for (const type of ['T', 'L', 'F'] as const) {
      const pkg = await givePackage(t, member, { type });
      const refused = await postInclusion(t, member, pobBody([pkg.code]));
      expectRefused(refused, 400, packageServiceMessages.wrongType(pkg.code));
    }
    await expectPartialArrivalRefused(t, member, async (code) => postInclusion(t, member, pobBody([code])));
  });

  it('allows at most the albums of the selected OFM (M) packages as OFM albums', async () => {
    const t = await start();
    const member = await t.createMember();
    const received = await givePackage(t, member);
    const bought = await ofmPackage(t, member, 4);
    const over = await postInclusion(t, member, albumsBody([received.code, bought.code], 10, 5));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe(inclusionMessages.ofmOverPackages(4));
    expect((await packagePage(t, member, bought.code)).status).toBe('ARRIVED');
    const noOfm = await postInclusion(t, member, albumsBody([received.code], 10, 1));
    expect(noOfm.json().message).toBe(inclusionMessages.ofmOverPackages(0));
    await requestInclusion(t, member, albumsBody([received.code, bought.code], 10, 4));
  });

  it('keeps the member’s images uploaded first (tag USER_REQUEST); another member’s upload refuses the request', async () => {
    const t = await start({ dataDir: await newDataDir() });
    const member = await t.createMember();
    const other = await t.createMember();
    const [a, b] = [await givePackage(t, member), await givePackage(t, member)];
    const image = await uploadInclusionImage(t, member);
    expect(image.tag).toBe('USER_REQUEST');
    const theirs = await uploadInclusionImage(t, other);
    const refused = await postInclusion(t, member, pobBody([a.code], { images: [theirs] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(inclusionMessages.uploadFailed);
    expect((await packagePage(t, member, a.code)).status).toBe('ARRIVED');

    const code = await requestInclusion(t, member, pobBody([a.code, b.code], { images: [image] }));
    const page = (await inclusionPage(t, member, code)).json();
    expect(page.images).toEqual([{ ...image, url: `/api/files/${image.filename}` }]);
    const file = await t.inject({ method: 'GET', url: page.images[0].url, cookie: member.cookie });
    expect(file.statusCode).toBe(200);
  });
});
