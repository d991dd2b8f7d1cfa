import { packageLineage, packages } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { expectResultsGuarded } from '../../test/package-services.ts';
import { givePackage, giveUnboxingFee, packageFeesOf, packageHistoryOf } from '../../test/packages.ts';
import { queueCodesByAmount } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { requestSplit, resultPackage, splitBody, splitCalls, splitStep } from '../../test/splits.ts';

const { start } = setupTestApps();

describe('a split from request to completion', () => {
  it('staff start, record two T packages, complete: the original is consumed, the new ones carry lineage and fees', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const original = await givePackage(t, member, {
      items: [
        { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 2 },
        { name: 'Photocard', categoryCode: 'ALBUM', unitPriceKrw: 5_000, quantity: 1 },
      ],
    });
    // An unboxing fee the original already carried: the split leaves it alone, and lineage shows it.
    await giveUnboxingFee(t, original.id);
    const code = await requestSplit(t, member, splitBody(original.code));

    const early = await splitStep(t, staff, code, 'results', { packages: [resultPackage(500)] });
    expect(early.statusCode).toBe(409);
    const started = await splitStep(t, staff, code, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Split] ${code}: Processing`);
    await expectResultsGuarded(splitStep, t, staff, code, [resultPackage(500)], 2);

    t.clock.advance(3600);
    const recorded = await splitStep(t, staff, code, 'results', {
      packages: [resultPackage(800), resultPackage(400, 'Loose photocards')],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const staffPage = recorded.json();
    expect(staffPage).toMatchObject({
      code,
      status: 'SCSP02',
      expectedPackageCount: 2,
      targetPackageDetail: {
        code: original.code,
        status: 'CONSUMED',
        itemCount: 2,
        firstItemName: 'Mini album',
      },
      member: { code: member.code },
    });
    expect(staffPage.resultPackages).toHaveLength(2);
    const again = await splitStep(t, staff, code, 'results', {
      packages: [resultPackage(800), resultPackage(400)],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(packageServiceMessages.resultsRecorded);

    const completed = await splitStep(t, staff, code, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await t.latestMailTo(member.email))?.subject).toBe(`[Split] ${code}: Your package was split`);

    const page = (await splitCalls.page(t, member, code)).json();
    expect(page).toMatchObject({ status: 'SCSP03', cancellable: false, editable: false });
    const [first, second] = page.resultPackages;
    expect(page.resultPackages).toEqual([
      expect.objectContaining({
        type: 'T',
        status: 'ARRIVED',
        name: 'Albums',
        weightGrams: 800,
        heightTenths: 105,
      }),
      expect.objectContaining({ type: 'T', status: 'ARRIVED', name: 'Loose photocards', weightGrams: 400 }),
    ]);
    expect(page.fees).toEqual([
      { subType: 'SPLIT', name: 'Split', amount: 2500, status: 'UNPAID', packageCode: first.code },
      { subType: 'SPLIT', name: 'Split', amount: 2500, status: 'UNPAID', packageCode: second.code },
    ]);

    const list = await t.inject({ method: 'GET', url: '/api/packages', cookie: member.cookie });
    const codes = list.json().content.map((row: { code: string }) => row.code);
    expect(codes).toEqual(expect.arrayContaining([first.code, second.code]));
    expect(codes).not.toContain(original.code);

    const detail = (
      await t.inject({ method: 'GET', url: `/api/packages/${first.code}`, cookie: member.cookie })
    ).json();
    expect(detail).toMatchObject({
      type: 'T',
      status: 'ARRIVED',
      sourceCode: code,
      storageStartedAt: '2026-03-01T10:00:00.000Z',
      storageEndedAt: null,
      freeStorageDuration: 45,
      countdown: { daysStored: 1, daysLeft: 44 },
      fees: [expect.objectContaining({ name: 'Split', amountKrw: 2500, status: 'UNPAID', originCode: code })],
      parentPackages: [
        {
          code: original.code,
          items: [
            expect.objectContaining({ name: 'Mini album', unitPrice: 20_000, quantity: 2 }),
            expect.objectContaining({ name: 'Photocard', unitPrice: 5_000, quantity: 1 }),
          ],
          itemValue: 45_000,
          fees: [{ subType: 'UNBOXING', name: 'Unboxing video', amount: 2500 }],
        },
      ],
    });
    const gone = await t.inject({
      method: 'GET',
      url: `/api/packages/${original.code}`,
      cookie: member.cookie,
    });
    expect(gone.json()).toMatchObject({ status: 'CONSUMED', storageEndedAt: '2026-03-01T10:00:00.000Z' });
    expect((await packageHistoryOf(t, original.id)).at(-1)).toMatchObject({
      fromStatus: 'IN_SERVICE',
      toStatus: 'CONSUMED',
      note: `${code}: made ${first.code}, ${second.code}`,
    });
    expect(await packageFeesOf(t, original.id)).toEqual([
      expect.objectContaining({ kind: 'UNBOXING', status: 'UNPAID' }),
    ]);
    expect(await t.database.db.select().from(packageLineage)).toHaveLength(2);
  });
});

describe('the new packages’ names', () => {
  it('are the member’s contents when staff write none, cut to the name’s 500 characters', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const original = await givePackage(t, member);
    const long = 'a'.repeat(2000);
    const code = await requestSplit(t, member, splitBody(original.code, { contents: ['Albums', long] }));
    expect((await splitStep(t, staff, code, 'start')).statusCode).toBe(200);
    const recorded = await splitStep(t, staff, code, 'results', {
      packages: [resultPackage(800), resultPackage(400)],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().resultPackages.map((made: { name: string }) => made.name)).toEqual([
      'Albums',
      'a'.repeat(500),
    ]);
  });
});

describe('the staff split queue by amount', () => {
  it('sorts by the estimate it shows, either way', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const split = async (code: string, contents: string[]) =>
      requestSplit(t, member, splitBody(code, { contents }));
    const three = await split((await givePackage(t, member)).code, ['Albums', 'Photocards', 'Posters']);
    const two = await split((await givePackage(t, member)).code, ['Albums', 'Photocards']);
    const four = await split((await givePackage(t, member)).code, ['A', 'B', 'C', 'D']);
    expect(await queueCodesByAmount(t, staff, 'split', [three, two, four])).toEqual([two, three, four]);
  });
});

describe('the new packages’ split type', () => {
  it.each(['KP', 'STANDARD'] as const)(
    'is the %s the member chose, kept for the carrier rules (spec §3 Split type)',
    async (type) => {
      const t = await start();
      const { staff, member } = await withStaffAndMember(t);
      const original = await givePackage(t, member);
      const code = await requestSplit(t, member, splitBody(original.code, { type }));
      expect((await splitStep(t, staff, code, 'start')).statusCode).toBe(200);
      const recorded = await splitStep(t, staff, code, 'results', {
        packages: [resultPackage(800), resultPackage(400)],
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const made: string[] = recorded.json().resultPackages.map((pkg: { code: string }) => pkg.code);
      const rows = await t.database.db
        .select({ code: packages.code, splitType: packages.splitType })
        .from(packages)
        .where(inArray(packages.code, made));
      expect(rows.map((row) => row.splitType)).toEqual([type, type]);
    },
  );
});
