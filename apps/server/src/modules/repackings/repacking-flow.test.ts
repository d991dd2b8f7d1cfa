import { packageLineage, packages } from '@fanship/db/warehouse-schema';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, testConfig } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { expectResultsGuarded, uploadWorkVideo } from '../../test/package-services.ts';
import { packageFeesOf, packagePage } from '../../test/packages.ts';
import * as repacking from '../../test/repackings.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('repacking-flow');

describe('a repacking from request to completion', () => {
  it('staff start, record the repacked box, complete: the fee per started kg on the new box, lineage, the old box consumed, closedAt', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await repacking.boxAndResource(t, member, 5000, 1500);
    const code = await repacking.requestRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [resource.code]),
    );

    const started = await repacking.repackingStep(t, staff, code, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'SCRE02',
      targetPackageDetail: { code: box.code, status: 'IN_SERVICE' },
      resourcePackageDetails: [{ code: resource.code, status: 'IN_SERVICE' }],
      expectedPackageCount: 1,
    });
    const twoBoxes = [resultPackage(6000), resultPackage(500)];
    await expectResultsGuarded(repacking.repackingStep, t, staff, code, twoBoxes, 1);
    for (const removedGrams of [-1, 0.5, 'lots']) {
      const odd = await repacking.repackingStep(t, staff, code, 'results', {
        packages: [resultPackage(6000)],
        removedGrams,
      });
      expect(odd.statusCode, odd.body).toBe(400);
    }

    // 1,500 g added and 300 g of packing taken out: 1,800 g, 2 started kg.
    const recorded = await repacking.repackingStep(t, staff, code, 'results', {
      packages: [resultPackage(6200, 'Repacked box')],
      removedGrams: 300,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    t.clock.advance(600);
    const completed = await repacking.repackingStep(t, staff, code, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Repacking] ${code}: Your box was repacked`);

    const page = (await repacking.repackingPage(t, member, code)).json();
    expect(page).toMatchObject({
      status: 'SCRE03',
      closedAt: t.clock.now().toISOString(),
      targetPackage: { code: box.code },
      resourcePackages: [{ code: resource.code, weightGrams: 1500 }],
      editable: false,
      cancellable: false,
      feeKrw: 20_000,
    });
    const [made] = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.code, page.resultPackageCode));
    expect(made).toMatchObject({ type: 'F', status: 'ARRIVED', weightGrams: 6200, storageStartedAt: null });
    expect(await packageFeesOf(t, made!.id)).toEqual([
      expect.objectContaining({ kind: 'REPACKING', name: 'Repacking', amountKrw: 20_000, status: 'UNPAID' }),
    ]);
    const sources = await t.database.db
      .select({ status: packages.status })
      .from(packages)
      .where(inArray(packages.code, [box.code, resource.code]));
    expect(sources.map((row) => row.status)).toEqual(['CONSUMED', 'CONSUMED']);
    const lineage = await t.database.db
      .select({ parent: packageLineage.parentPackageId })
      .from(packageLineage)
      .where(eq(packageLineage.childPackageId, made!.id));
    expect(lineage.map((row) => row.parent).sort()).toEqual([box.id, resource.id].sort());
  });

  it('charges ₩10,000 for a started kg: 1,000 g added is one kg, 1,001 g two', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    for (const [grams, fee] of [
      [1000, 10_000],
      [1001, 20_000],
    ] as const) {
      const { box, resource } = await repacking.boxAndResource(t, member, 5000, grams);
      const code = await repacking.requestRepacking(
        t,
        member,
        repacking.repackingBody(box.code, [resource.code]),
      );
      await repacking.repackingStep(t, staff, code, 'start');
      await repacking.repackingStep(t, staff, code, 'results', { packages: [resultPackage(5000 + grams)] });
      expect((await repacking.repackingPage(t, member, code)).json().feeKrw).toBe(fee);
    }
  });

  // The scaffold's `videos` step and its guards are tested with packings (`packing-videos.test.ts`): this proves
  // repacking declares it and answers what was filmed.
  it('takes videos of the work once the box is recorded: the member sees them under Repacking Completed and on the new box', async () => {
    const t = await start({ dataDir: await newDataDir() });
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await repacking.boxAndResource(t, member);
    const code = await repacking.requestRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [resource.code]),
    );
    const started = await repacking.repackingStep(t, staff, code, 'start');
    expect(started.json().videoMaxBytes).toBe(testConfig().videoMaxBytes);
    await repacking.repackingStep(t, staff, code, 'results', { packages: [resultPackage(6500)] });
    const video = await uploadWorkVideo(t, staff, 'repacking', code);
    expect(video.statusCode, video.body).toBe(201);
    expect((await repacking.repackingStep(t, staff, code, 'complete')).statusCode).toBe(200);

    const page = (await repacking.repackingPage(t, member, code)).json();
    expect(page).toMatchObject({ status: 'SCRE03', videos: [video.json()] });
    expect(await packagePage(t, member, page.resultPackageCode)).toMatchObject({
      videos: [expect.objectContaining({ url: video.json().url })],
    });
  });
});
