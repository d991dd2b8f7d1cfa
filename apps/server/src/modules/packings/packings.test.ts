import { packages } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { packingMessages } from '@fanship/domain/warehouse/packing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { austinAddress } from '../../test/addresses.ts';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { expectPartialArrivalRefused } from '../../test/package-services.ts';
import { givePackage, packageHistoryOf } from '../../test/packages.ts';
import { packingBody, packingPage, postPacking, requestPacking } from '../../test/packings.ts';
import { expectRefused } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

async function statusOf(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  return row?.status;
}

const seoulAddress = { ...austinAddress, countryCode: 'kr', city: 'Seoul', state: 'Seoul', zipCode: '04524' };

describe('asking for a packing', () => {
  it('holds the member’s ARRIVED packages IN_SERVICE and lists and shows the packing, the address as sent', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const received = await givePackage(t, member, { weightGrams: 1500 });
    const bought = await givePackage(t, member, { type: 'M', weightGrams: 700 });
    const code = await requestPacking(
      t,
      member,
      packingBody([received.code, bought.code], { address: { ...austinAddress, id: 7 }, priority: 'yes' }),
    );
    expect(code).toMatch(/^PA\d{10}$/);
    expect(await statusOf(t, received.code)).toBe('IN_SERVICE');
    expect(await statusOf(t, bought.code)).toBe('IN_SERVICE');
    expect((await packageHistoryOf(t, bought.id)).at(-1)).toMatchObject({
      toStatus: 'IN_SERVICE',
      note: `Taken by ${code}`,
    });

    const list = await t.inject({
      method: 'GET',
      url: '/api/packing-services?page=1',
      cookie: member.cookie,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      currentPage: 1,
      totalElements: 1,
      content: [
        { code, status: 'SCPA01', statusLabel: 'Requested', requestType: 'STANDARD', priority: true },
      ],
    });
    const filtered = await t.inject({
      method: 'GET',
      url: '/api/packing-services?status=SCPA04',
      cookie: member.cookie,
    });
    expect(filtered.json().content).toEqual([]);

    const page = await packingPage(t, member, code);
    expect(page.statusCode, page.body).toBe(200);
    const item = { name: 'Mini album', quantity: 1, unitPrice: 20_000 };
    expect(page.json()).toMatchObject({
      code,
      requestType: 'STANDARD',
      priority: true,
      freebie: true,
      vacuumOption: 'NONE',
      posterOption: 'KEEP_ROLLED',
      memberNote: 'Please pack the albums upright',
      address: { ...austinAddress, id: 7, line2: null, taxId: null },
      targetPackages: [
        { code: received.code, weightGrams: 1500, items: [{ ...item, type: 'GENERAL' }] },
        { code: bought.code, weightGrams: 700, items: [{ ...item, type: 'OFM' }] },
      ],
      forwardPackages: [],
      videos: [],
      fees: [],
      feeKrw: 0,
      managerUpdatedAt: null,
      editable: true,
      cancellable: true,
      history: [{ toStatus: 'SCPA01', actor: 'member' }],
    });
  });

  it('answers the form’s messages (400)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const body = packingBody([pkg.code]);
    const cases: [object, Record<string, string>][] = [
      [{ ...body, targetPackageCodes: [] }, { targetPackageCodes: packingMessages.targetRequired }],
      [{ ...body, address: undefined }, { address: packingMessages.addressRequired }],
      [{ ...body, requestType: undefined }, { requestType: packingMessages.requestTypeRequired }],
      [{ ...body, priority: undefined }, { priority: packingMessages.priorityRequired }],
      [{ ...body, vacuumOption: undefined }, { vacuumOption: packingMessages.vacuumRequired }],
      [{ ...body, posterOption: undefined }, { posterOption: packingMessages.posterRequired }],
      [{ ...body, freebie: undefined }, { freebie: packingMessages.freebieRequired }],
      [{ ...body, memberNote: 'a'.repeat(3001) }, { memberNote: packingMessages.noteTooLong }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await postPacking(t, member, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toMatchObject(fieldErrors);
    }
    expect(packingMessages).toMatchObject({
      targetRequired: 'Target Package is required',
      addressRequired: 'Address is required',
      requestTypeRequired: 'Packing type is required',
      priorityRequired: 'Primary Packing Option is required',
      vacuumRequired: 'Vacuum Option is required',
      posterRequired: 'Poster Option is required',
      freebieRequired: 'Freebie Option is required',
      noteTooLong: 'Note is too long',
      totalWeightTooHigh: 'Total weight cannot exceed 200kg',
    });
    expect(await statusOf(t, pkg.code)).toBe('ARRIVED');
  });

  it('weighs the packages on the server: 200 kg at most in all', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const heavy = await givePackage(t, member, { weightGrams: 150_000 });
    const light = await givePackage(t, member, { weightGrams: 50_000 });
    const extra = await givePackage(t, member, { weightGrams: 1 });
    const over = await postPacking(t, member, packingBody([heavy.code, light.code, extra.code]));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe(packingMessages.totalWeightTooHigh);
    for (const pkg of [heavy, light, extra]) expect(await statusOf(t, pkg.code)).toBe('ARRIVED');
    await requestPacking(t, member, packingBody([heavy.code, light.code]));
  });

  it('checks the packing type against the address and the packages (spec §4)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const received = await givePackage(t, member);
    const bought = await givePackage(t, member, { type: 'M' });
    const refusals: [object, string][] = [
      [packingBody([received.code], { address: seoulAddress }), packingMessages.domesticOnly],
      [packingBody([received.code], { requestType: 'DOMESTIC' }), packingMessages.domesticKoreaOnly],
      [
        packingBody([received.code, bought.code], { address: seoulAddress, requestType: 'DOMESTIC' }),
        packingMessages.domesticNoOfm,
      ],
      [
        packingBody([bought.code], { address: seoulAddress, requestType: 'KP' }),
        packingMessages.domesticOnly,
      ],
    ];
    for (const [payload, message] of refusals) {
      const refused = await postPacking(t, member, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await statusOf(t, received.code)).toBe('ARRIVED');
    await requestPacking(
      t,
      member,
      packingBody([received.code], { address: seoulAddress, requestType: 'DOMESTIC' }),
    );
    await requestPacking(t, member, packingBody([bought.code], { requestType: 'KP' }));
  });

  it('takes R, M, T and L packages of the member in ARRIVED only', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const other = await t.createMember();
    const theirs = await givePackage(t, other);
    const mine = await givePackage(t, member);
    expect((await postPacking(t, member, packingBody([mine.code, theirs.code]))).statusCode).toBe(404);
    expect((await postPacking(t, member, packingBody(['PK0000000000']))).statusCode).toBe(404);
    expect(await statusOf(t, mine.code)).toBe('ARRIVED');

    const box = await givePackage(t, member, { type: 'F' });
    const forwarding = await postPacking(t, member, packingBody([box.code]));
    expectRefused(forwarding, 400, packageServiceMessages.wrongType(box.code));
    await expectPartialArrivalRefused(t, member, async (code) => postPacking(t, member, packingBody([code])));

    const types = await Promise.all(
      (['R', 'M', 'T', 'L'] as const).map((type) => givePackage(t, member, { type })),
    );
    await requestPacking(t, member, packingBody(types.map((pkg) => pkg.code)));
    const again = await postPacking(t, member, packingBody([types[0]!.code]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(packageServiceMessages.wrongStatus(types[0]!.code, 'In service'));
  });
});
