import { packageLineage } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { packingRequestFee } from '@fanship/domain/warehouse/packing';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage, giveUnboxingFee, packageFeesOf, packageHistoryOf } from '../../test/packages.ts';
import { packingBody, packingPage, packingStep, requestPacking } from '../../test/packings.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';

const { start } = setupTestApps();

describe('a packing from request to completion', () => {
  it('staff start, record two F boxes with the vacuum bags, complete: the packages are PACKED, the boxes carry lineage and the fees', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const targets = [
      await givePackage(t, member, { weightGrams: 1500 }),
      await givePackage(t, member, { type: 'M', weightGrams: 700 }),
      await givePackage(t, member, { type: 'T', weightGrams: 24_000 }),
    ];
    // A fee another service accrued on a target: the packing leaves it alone, and lineage shows it.
    await giveUnboxingFee(t, targets[0]!.id);
    const codes = targets.map((pkg) => pkg.code);
    const body = packingBody(codes, { priority: true, vacuumOption: 'PACKER_DECIDES' });
    const code = await requestPacking(t, member, body);

    const boxes = { packages: [resultPackage(1800, 'Box 1'), resultPackage(24_500)], vacuumBags: 2 };
    const early = await packingStep(t, staff, code, 'results', boxes);
    expect(early.statusCode).toBe(409);
    const started = await packingStep(t, staff, code, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'SCPA02',
      targetPackageDetails: codes.map((target) => ({ code: target, status: 'IN_SERVICE', itemCount: 1 })),
      plannedBoxes: [
        // First fit, heaviest first, 25 kg a box.
        { packageCodes: [codes[1], codes[2]], weightGrams: 24_700, overLimit: false },
        { packageCodes: [codes[0]], weightGrams: 1500, overLimit: false },
      ],
    });
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Packing] ${code}: Processing`);
    const notYet = await packingStep(t, staff, code, 'complete');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(packageServiceMessages.resultsMissing);
    const badBags = await packingStep(t, staff, code, 'results', { ...boxes, vacuumBags: -1 });
    expect(badBags.statusCode).toBe(400);

    t.clock.advance(3600);
    const recorded = await packingStep(t, staff, code, 'results', boxes);
    expect(recorded.statusCode, recorded.body).toBe(200);
    t.clock.advance(600);
    const completed = await packingStep(t, staff, code, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(
      `[Packing] ${code}: Your packages were packed`,
    );

    const page = (await packingPage(t, member, code)).json();
    expect(page).toMatchObject({
      status: 'SCPA04',
      editable: false,
      cancellable: false,
      managerUpdatedAt: t.clock.now().toISOString(),
    });
    const [first, second] = page.forwardPackages;
    expect(page.forwardPackages).toEqual([
      expect.objectContaining({ type: 'F', status: 'ARRIVED', name: 'Box 1', weightGrams: 1800 }),
      expect.objectContaining({ type: 'F', status: 'ARRIVED', weightGrams: 24_500 }),
    ]);
    const fee = (name: string, amount: number, packageCode: string) => ({
      subType: 'PACKING',
      name,
      amount,
      status: 'UNPAID',
      packageCode,
    });
    expect(page.fees).toEqual([
      fee('Consolidation', 3000, first.code),
      fee('Vacuum packing', 13_000, first.code),
      fee('Priority packing', 20_000, first.code),
      fee('Priority packing', 20_000, second.code),
    ]);
    const expected = packingRequestFee(
      { targetPackageCodes: codes, priority: true },
      { boxCount: 2, vacuumBags: 2 },
    );
    expect(page.feeKrw).toBe(expected.totalKrw);
    expect(page.feeKrw).toBe(56_000);

    for (const box of [first, second]) {
      const detail = await t.inject({
        method: 'GET',
        url: `/api/packages/${box.code}`,
        cookie: member.cookie,
      });
      expect(detail.json()).toMatchObject({
        type: 'F',
        status: 'ARRIVED',
        sourceCode: code,
        storageStartedAt: null,
        parentPackages: codes.map((parent) => ({ code: parent })),
      });
    }
    const firstDetail = await t.inject({
      method: 'GET',
      url: `/api/packages/${first.code}`,
      cookie: member.cookie,
    });
    expect(firstDetail.json().parentPackages[0].fees).toEqual([
      { subType: 'UNBOXING', name: 'Unboxing video', amount: 2500 },
    ]);
    for (const target of targets) {
      const detail = await t.inject({
        method: 'GET',
        url: `/api/packages/${target.code}`,
        cookie: member.cookie,
      });
      // Packed, it goes on counting storage until the box carrying it is paid for.
      expect(detail.json()).toMatchObject({ status: 'PACKED', storageEndedAt: null });
      expect((await packageHistoryOf(t, target.id)).at(-1)).toMatchObject({
        fromStatus: 'IN_SERVICE',
        toStatus: 'PACKED',
        note: `${code}: made ${first.code}, ${second.code}`,
      });
    }
    expect(await packageFeesOf(t, targets[0]!.id)).toEqual([
      expect.objectContaining({ kind: 'UNBOXING', status: 'UNPAID' }),
    ]);
    expect(await t.database.db.select().from(packageLineage)).toHaveLength(6);
  });
});
