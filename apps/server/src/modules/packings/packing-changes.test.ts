import { packages } from '@fanship/db/warehouse-schema';
import { packingMessages } from '@fanship/domain/warehouse/packing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { austinAddress } from '../../test/addresses.ts';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { givePackage, giveUnboxingFee, packageFeesOf } from '../../test/packages.ts';
import { packingBody, packingPage, packingStep, requestPacking } from '../../test/packings.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

async function statusOf(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  return row?.status;
}

const editPacking = (t: TestApp, member: TestMember, code: string, payload: object) =>
  t.inject({ method: 'PATCH', url: `/api/packing-services/${code}`, cookie: member.cookie, payload });

const cancelPacking = (t: TestApp, member: TestMember, code: string) =>
  t.inject({ method: 'DELETE', url: `/api/packing-services/${code}`, cookie: member.cookie });

describe('editing a packing', () => {
  it('swaps the packages and keeps the new address and options, checking the rules again', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const [a, b, c] = [
      await givePackage(t, member, { weightGrams: 150_000 }),
      await givePackage(t, member, { weightGrams: 40_000 }),
      await givePackage(t, member, { weightGrams: 20_000 }),
    ];
    const code = await requestPacking(t, member, packingBody([a.code, b.code]));

    const tooHeavy = await editPacking(t, member, code, packingBody([a.code, b.code, c.code]));
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().message).toBe(packingMessages.totalWeightTooHigh);
    expect(await statusOf(t, c.code)).toBe('ARRIVED');

    const address = { ...austinAddress, city: 'Dallas', line2: 'Apt 4' };
    const edited = await editPacking(
      t,
      member,
      code,
      packingBody([b.code, c.code], { address, requestType: 'KP', vacuumOption: 'SOFT_GOODS' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusOf(t, a.code)).toBe('ARRIVED');
    expect(await statusOf(t, b.code)).toBe('IN_SERVICE');
    expect(await statusOf(t, c.code)).toBe('IN_SERVICE');
    expect((await packingPage(t, member, code)).json()).toMatchObject({
      requestType: 'KP',
      vacuumOption: 'SOFT_GOODS',
      address: { city: 'Dallas', line2: 'Apt 4' },
      targetPackages: [{ code: b.code }, { code: c.code }],
    });
    // The package let go is free for another packing.
    await requestPacking(t, member, packingBody([a.code]));
  });

  it('hides another member’s packing (404 on page, edit and cancel)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const code = await requestPacking(t, member, packingBody([pkg.code]));
    const other = await t.createMember();
    const asOther = [
      { method: 'GET' as const, url: `/api/packing-services/${code}` },
      { method: 'PATCH' as const, url: `/api/packing-services/${code}`, payload: packingBody([pkg.code]) },
      { method: 'DELETE' as const, url: `/api/packing-services/${code}` },
    ];
    for (const options of asOther) {
      expect((await t.inject({ ...options, cookie: other.cookie })).statusCode).toBe(404);
    }
    const list = await t.inject({ method: 'GET', url: '/api/packing-services', cookie: other.cookie });
    expect(list.json().content).toEqual([]);
    expect(await statusOf(t, pkg.code)).toBe('IN_SERVICE');
  });
});

describe('cancelling a packing', () => {
  it('the member cancels by DELETE only while SCPA01: the packages go back, other services’ fees stay', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const [a, b] = [await givePackage(t, member), await givePackage(t, member, { type: 'M' })];
    await giveUnboxingFee(t, a.id, 'Unboxing');
    const code = await requestPacking(t, member, packingBody([a.code, b.code]));
    const post = await t.inject({
      method: 'POST',
      url: `/api/packing-services/${code}/cancel`,
      cookie: member.cookie,
    });
    expect(post.statusCode).toBe(404);
    const cancelled = await cancelPacking(t, member, code);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await statusOf(t, a.code)).toBe('ARRIVED');
    expect(await statusOf(t, b.code)).toBe('ARRIVED');
    expect((await packingPage(t, member, code)).json()).toMatchObject({
      status: 'SCPA09',
      editable: false,
      cancellable: false,
    });
    expect(await packageFeesOf(t, a.id)).toEqual([expect.objectContaining({ status: 'UNPAID' })]);

    const started = await requestPacking(t, member, packingBody([a.code]));
    expect((await packingStep(t, staff, started, 'start')).statusCode).toBe(200);
    expect((await cancelPacking(t, member, started)).statusCode).toBe(409);
    expect((await editPacking(t, member, started, packingBody([b.code]))).statusCode).toBe(409);
    expect(await statusOf(t, a.code)).toBe('IN_SERVICE');
    expect(await statusOf(t, b.code)).toBe('ARRIVED');
  });

  it('staff see it in the queue and cancel it with a reason: the packages are released and the member is told', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const [a, b, c] = [
      await givePackage(t, member),
      await givePackage(t, member),
      await givePackage(t, member),
    ];
    const code = await requestPacking(t, member, packingBody([a.code, b.code], { priority: true }));
    const queue = await t.inject({ method: 'GET', url: '/api/staff/requests/packing', cookie: staff.cookie });
    // The estimate: one planned box, consolidation of the second package and priority for the box.
    expect(queue.json().content).toEqual([
      expect.objectContaining({
        code,
        summary: '2 packages · Standard (express carriers) · Priority',
        amountKrw: 21_500,
      }),
    ]);
    // Filtered by its packing type, named by its label; an unknown type is refused.
    const kpCode = await requestPacking(t, member, packingBody([c.code], { requestType: 'KP' }));
    const ofType = async (type: string) =>
      t.inject({ method: 'GET', url: `/api/staff/requests/packing?type=${type}`, cookie: staff.cookie });
    expect((await ofType('KP')).json().content.map((row: { code: string }) => row.code)).toEqual([kpCode]);
    expect((await ofType('STANDARD')).json().content.map((row: { code: string }) => row.code)).toEqual([
      code,
    ]);
    expect((await ofType('SEA')).statusCode).toBe(400);
    const staffPage = await t.inject({
      method: 'GET',
      url: `/api/staff/requests/packing/${code}`,
      cookie: staff.cookie,
    });
    expect(staffPage.statusCode, staffPage.body).toBe(200);
    expect(staffPage.json()).toMatchObject({
      code,
      member: { code: member.code },
      targetPackageDetails: [
        { code: a.code, type: 'R', status: 'IN_SERVICE', weightGrams: 1200, firstItemName: 'Mini album' },
        { code: b.code, type: 'R', status: 'IN_SERVICE', weightGrams: 1200 },
      ],
      plannedBoxes: [{ packageCodes: [a.code, b.code], weightGrams: 2400, overLimit: false }],
      actions: [
        { to: 'SCPA02', action: 'Start' },
        { to: 'SCPA09', action: 'Cancel' },
      ],
    });
    const cancelled = await packingStep(t, staff, code, 'cancel', { reason: 'The address cannot be served' });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await statusOf(t, a.code)).toBe('ARRIVED');
    expect(await statusOf(t, b.code)).toBe('ARRIVED');
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Packing] ${code}: Cancelled`);
    expect(mail?.textBody).toContain('The address cannot be served');
  });
});
