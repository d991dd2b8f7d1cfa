import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { describe, expect, it } from 'vitest';
import { setupTestApps, testConfig } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { uploadWorkVideo } from '../../test/package-services.ts';
import { givePackage, packagePage } from '../../test/packages.ts';
import { packingBody, packingPage, packingStep, requestPacking } from '../../test/packings.ts';
import { expectRefused } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';
import { png } from '../../test/uploads.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('packing-videos');

describe("a packing's videos", () => {
  it('staff upload videos of the packing once its boxes are recorded; the member sees them on the packing and the first box', async () => {
    const t = await start({ dataDir: await newDataDir() });
    const { staff, member } = await withStaffAndMember(t);
    const targets = [await givePackage(t, member), await givePackage(t, member, { type: 'M' })];
    const code = await requestPacking(t, member, packingBody(targets.map((pkg) => pkg.code)));

    expect((await uploadWorkVideo(t, staff, 'packing', code)).statusCode).toBe(409);
    const started = await packingStep(t, staff, code, 'start');
    expect(started.json().videoMaxBytes).toBe(testConfig().videoMaxBytes);
    const early = await uploadWorkVideo(t, staff, 'packing', code);
    expectRefused(early, 409, packageServiceMessages.videosBeforeResults);

    const boxes = { packages: [resultPackage(1200), resultPackage(900)], vacuumBags: 0 };
    const recorded = await packingStep(t, staff, code, 'results', boxes);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await uploadWorkVideo(t, staff, 'packing', code, png)).statusCode).toBe(415);
    const first = await uploadWorkVideo(t, staff, 'packing', code);
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadWorkVideo(t, staff, 'packing', code);
    expect(second.statusCode, second.body).toBe(201);
    const videos = [first.json(), second.json()];
    expect(videos[0].url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.mp4$/);
    expect((await t.inject({ method: 'GET', url: videos[0].url, cookie: member.cookie })).statusCode).toBe(
      200,
    );

    expect((await packingStep(t, staff, code, 'complete')).statusCode).toBe(200);
    expect((await uploadWorkVideo(t, staff, 'packing', code)).statusCode).toBe(409);
    const page = (await packingPage(t, member, code)).json();
    expect(page).toMatchObject({ status: 'SCPA04', videos });
    const [box] = page.forwardPackages as { code: string }[];
    expect(await packagePage(t, member, box!.code)).toMatchObject({
      videos: videos.map((video) => expect.objectContaining({ url: video.url })),
    });
  });
});
