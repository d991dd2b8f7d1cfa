import { inclusionMessages } from '@fanship/domain/warehouse/inclusion';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import {
  albumsBody,
  inclusionPage,
  inclusionStep,
  pobBody,
  requestInclusion,
  uploadInclusionVideo,
} from '../../test/inclusions.ts';
import { expectResultsGuarded } from '../../test/package-services.ts';
import { givePackage, packageFeesOf, packagePage } from '../../test/packages.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';
import { png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('inclusion-flow');
const DAY = 86_400;

/** An R package and an M package holding 4 albums bought through OFM. */
async function twoPackages(t: TestApp, member: TestMember) {
  const received = await givePackage(t, member);
  const bought = await givePackage(t, member, {
    type: 'M',
    items: [{ name: 'Album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 4 }],
  });
  return { received, bought };
}

describe('an inclusion from request to completion', () => {
  it('staff start, record the T package, upload videos, complete: the targets are consumed, the result carries fees and 45 new days', async () => {
    const t = await start({ dataDir: await newDataDir() });
    const { staff, member } = await withStaffAndMember(t);
    const { received, bought } = await twoPackages(t, member);
    t.clock.advance(DAY);
    // 12 standard albums (size M), 4 of them bought through OFM: 4 × ₩1,300 + 8 × ₩2,000.
    const code = await requestInclusion(t, member, albumsBody([received.code, bought.code], 12, 4));

    const queue = await t.inject({
      method: 'GET',
      url: '/api/staff/requests/inclusion',
      cookie: staff.cookie,
    });
    expect(queue.json().content).toEqual([
      expect.objectContaining({ code, summary: 'SEVENTEEN / FML · 2 packages · 12 albums' }),
    ]);
    const early = await inclusionStep(t, staff, code, 'results', { packages: [resultPackage(900)] });
    expect(early.statusCode).toBe(409);
    expect((await uploadInclusionVideo(t, staff, code)).statusCode).toBe(409);
    const started = await inclusionStep(t, staff, code, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Inclusion] ${code}: Processing`);
    const noResult = await uploadInclusionVideo(t, staff, code);
    expect(noResult.statusCode).toBe(409);
    expect(noResult.json().message).toBe(packageServiceMessages.videosBeforeResults);
    await expectResultsGuarded(inclusionStep, t, staff, code, [resultPackage(900), resultPackage(100)], 1);

    t.clock.advance(3600);
    const recorded = await inclusionStep(t, staff, code, 'results', { packages: [resultPackage(900)] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const staffPage = recorded.json();
    expect(staffPage).toMatchObject({
      code,
      status: 'SCIL02',
      expectedPackageCount: 1,
      targetPackages: [
        { code: received.code, type: 'R', status: 'CONSUMED', itemCount: 1 },
        { code: bought.code, type: 'M', status: 'CONSUMED', firstItemName: 'Album' },
      ],
      member: { code: member.code },
    });
    const made = staffPage.resultPackageCode as string;
    expect(made).toMatch(/^PK/);
    const notVideo = await uploadInclusionVideo(t, staff, code, png);
    expect(notVideo.statusCode).toBe(415);
    const video = await uploadInclusionVideo(t, staff, code);
    expect(video.statusCode, video.body).toBe(201);
    const { id, url } = video.json();
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.mp4$/);
    expect((await t.inject({ method: 'GET', url, cookie: member.cookie })).statusCode).toBe(200);

    t.clock.advance(DAY);
    const completed = await inclusionStep(t, staff, code, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(
      `[Inclusion] ${code}: ${inclusionMessages.completed}`,
    );

    expect((await uploadInclusionVideo(t, staff, code)).statusCode).toBe(409);

    const page = (await inclusionPage(t, member, code)).json();
    expect(page).toMatchObject({
      status: 'SCIL04',
      resultPackageCode: made,
      videos: [{ id, url }],
      feeKrw: 21_200,
      fees: [
        {
          subType: 'INCLUSION',
          name: 'Inclusion (size M)',
          amount: 5_200,
          status: 'UNPAID',
          packageCode: made,
        },
        {
          subType: 'INCLUSION',
          name: 'Inclusion (size M)',
          amount: 16_000,
          status: 'UNPAID',
          packageCode: made,
        },
      ],
      editable: false,
      cancellable: false,
    });
    // The result's free period starts at completion (day 2, one hour on), not when it was recorded.
    expect(await packagePage(t, member, made)).toMatchObject({
      type: 'T',
      status: 'ARRIVED',
      sourceCode: code,
      weightGrams: 900,
      storageStartedAt: '2026-03-03T10:00:00.000Z',
      storageEndedAt: null,
      freeStorageDuration: 45,
      countdown: { daysStored: 1, daysLeft: 44 },
      parentPackages: [{ code: received.code }, { code: bought.code }],
      videos: [expect.objectContaining({ url })],
    });
    // The targets stopped counting when the inclusion was asked for, and stay stopped once used up.
    for (const target of [received, bought]) {
      expect(await packagePage(t, member, target.code)).toMatchObject({
        status: 'CONSUMED',
        storageEndedAt: '2026-03-02T09:00:00.000Z',
      });
    }
  });

  it('prices POB only per package: ₩1,300 for an OFM (M) package, ₩2,000 for another', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { received, bought } = await twoPackages(t, member);
    const code = await requestInclusion(t, member, pobBody([received.code, bought.code]));
    expect((await inclusionStep(t, staff, code, 'start')).statusCode).toBe(200);
    const recorded = await inclusionStep(t, staff, code, 'results', { packages: [resultPackage(700)] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const made = (await inclusionPage(t, member, code)).json();
    expect(made.fees.map((fee: { amount: number }) => fee.amount)).toEqual([1_300, 2_000]);
    // The fees are on the result package only: the targets carry none of them.
    expect(await packageFeesOf(t, received.id)).toEqual([]);
  });
});
