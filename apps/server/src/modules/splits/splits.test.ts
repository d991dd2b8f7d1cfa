import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { splitMessages } from '@fanship/domain/warehouse/split';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { expectPartialArrivalRefused } from '../../test/package-services.ts';
import { givePackage, giveUnboxingFee, packageFeesOf, packageHistoryOf } from '../../test/packages.ts';
import { expectHiddenFromNewMember, expectRefused, memberList, staffViewOf } from '../../test/requests.ts';
import { postSplit, requestSplit, splitBody, splitCalls, splitSetup, splitStep } from '../../test/splits.ts';

const { start } = setupTestApps();

async function packageRow(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  return row;
}

describe('asking for a split', () => {
  it('holds the member’s ARRIVED package IN_SERVICE, with history, and lists and shows the split', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    expect(code).toMatch(/^SP\d{10}$/);
    expect((await packageRow(t, pkg.code))?.status).toBe('IN_SERVICE');
    const history = await packageHistoryOf(t, pkg.id);
    expect(history.at(-1)).toMatchObject({
      event: 'STATUS',
      fromStatus: 'ARRIVED',
      toStatus: 'IN_SERVICE',
      note: `Taken by ${code}`,
    });

    expect(await memberList(t, member, '/api/split-services?page=1')).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalElements: 1,
      content: [
        {
          code,
          status: 'SCSP01',
          statusLabel: 'Requested',
          type: 'KP',
          typeLabel: 'K-Packet',
          contents: ['Albums', 'Photocards'],
          memberNote: 'Please keep the albums together',
          targetPackage: { code: pkg.code },
          resultPackages: [],
          fees: [],
          estimatedFeeKrw: 5000,
          editable: true,
          cancellable: true,
        },
      ],
    });
    expect((await memberList(t, member, '/api/split-services?status=SCSP03')).content).toEqual([]);
    const page = await splitCalls.page(t, member, code);
    expect(page.json()).toMatchObject({ code, history: [{ toStatus: 'SCSP01', actor: 'member' }] });
  });

  it('answers the form’s messages (400)', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const cases: [object, Record<string, string>][] = [
      [splitBody(pkg.code, { contents: ['Albums'] }), { contents: splitMessages.atLeastTwo }],
      [
        splitBody(pkg.code, { contents: ['Albums', ' '] }),
        { 'contents.1': 'package description is required' },
      ],
      [
        splitBody(pkg.code, { contents: ['Albums', 'a'.repeat(2001)] }),
        { 'contents.1': 'Description is too long (max. 2000)' },
      ],
      [splitBody(''), { targetPackageCode: 'Package is required' }],
      [splitBody(pkg.code, { type: undefined }), { type: 'K-Packet Split Option is required' }],
      [
        splitBody(pkg.code, { memberNote: 'a'.repeat(3001) }),
        { memberNote: 'Note is too long (max. 3000 characters)' },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await postSplit(t, member, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toMatchObject(fieldErrors);
    }
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
  });

  it('refuses another member’s package (404), an F box (400) and a package not ARRIVED (409)', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const other = await t.createMember();
    const theirs = await givePackage(t, other);
    expect((await postSplit(t, member, splitBody(theirs.code))).statusCode).toBe(404);
    expect((await postSplit(t, member, splitBody('PK0000000000'))).statusCode).toBe(404);

    const box = await givePackage(t, member, { type: 'F' });
    const forwarding = await postSplit(t, member, splitBody(box.code));
    expectRefused(forwarding, 400, packageServiceMessages.wrongType(box.code));

    for (const type of ['R', 'M', 'T', 'L'] as const) {
      const taken = await givePackage(t, member, { type });
      expect((await postSplit(t, member, splitBody(taken.code))).statusCode).toBe(200);
    }
    await expectPartialArrivalRefused(t, member, async (code) => postSplit(t, member, splitBody(code)));

    await requestSplit(t, member, splitBody(pkg.code));
    const again = await postSplit(t, member, splitBody(pkg.code));
    expectRefused(again, 409, packageServiceMessages.wrongStatus(pkg.code, 'In service'));
  });

  it('hides another member’s split (404 on page, edit and cancel)', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    await expectHiddenFromNewMember(t, `/api/split-services/${code}`, splitBody(pkg.code));
  });
});

describe('editing and cancelling a split', () => {
  it('an edit swaps the target: the old package back to ARRIVED, the new one held', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const second = await givePackage(t, member);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    const edited = await splitCalls.edit(
      t,
      member,
      code,
      splitBody(second.code, { type: 'STANDARD', contents: ['A', 'B', 'C'] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    expect((await packageRow(t, second.code))?.status).toBe('IN_SERVICE');
    const page = await splitCalls.page(t, member, code);
    expect(page.json()).toMatchObject({
      type: 'STANDARD',
      contents: ['A', 'B', 'C'],
      targetPackage: { code: second.code },
      estimatedFeeKrw: 7500,
    });
    // The same body again changes nothing.
    const same = await splitCalls.edit(t, member, code, splitBody(second.code));
    expect(same.statusCode).toBe(200);
    expect((await packageRow(t, second.code))?.status).toBe('IN_SERVICE');
    // The old package is free again for another split.
    await requestSplit(t, member, splitBody(pkg.code));
  });

  it('the member cancels only while SCSP01: the package goes back to ARRIVED', async () => {
    const t = await start();
    const { staff, member, pkg } = await splitSetup(t);
    // A fee another service accrued on the package: a cancelled split never cancels it.
    await giveUnboxingFee(t, pkg.id);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    expect((await splitCalls.cancel(t, member, code)).statusCode).toBe(204);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    const page = await splitCalls.page(t, member, code);
    expect(page.json()).toMatchObject({ status: 'SCSP09', cancellable: false, editable: false });
    const links = await t.database.db
      .select()
      .from(requestPackages)
      .where(eq(requestPackages.packageId, pkg.id));
    expect(links[0]?.releasedAt).not.toBeNull();
    expect(await packageFeesOf(t, pkg.id)).toEqual([expect.objectContaining({ status: 'UNPAID' })]);

    const started = await requestSplit(t, member, splitBody(pkg.code));
    expect((await splitStep(t, staff, started, 'start')).statusCode).toBe(200);
    const late = await splitCalls.cancel(t, member, started);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(splitMessages.cancelOnlyRequested);
    const editLate = await splitCalls.edit(t, member, started, splitBody(pkg.code));
    expect(editLate.statusCode).toBe(409);
    expect((await packageRow(t, pkg.code))?.status).toBe('IN_SERVICE');
  });

  it('staff see it in the queue and cancel it with a reason: the package is released and the member is told', async () => {
    const t = await start();
    const { staff, member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    const { lines, page: staffPage } = await staffViewOf(t, staff, 'split', code);
    expect(lines).toEqual([
      expect.objectContaining({ code, summary: `${pkg.code} · K-Packet · 2 packages`, amountKrw: 5000 }),
    ]);
    expect(staffPage).toMatchObject({
      code,
      targetPackageDetail: { code: pkg.code, status: 'IN_SERVICE', itemCount: 1 },
      expectedPackageCount: 2,
      actions: [
        { to: 'SCSP02', action: 'Start' },
        { to: 'SCSP09', action: 'Cancel' },
      ],
    });
    const cancelled = await splitStep(t, staff, code, 'cancel', {
      reason: 'The box cannot be opened safely',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Split] ${code}: Cancelled`);
    expect(mail?.textBody).toContain('The box cannot be opened safely');
  });
});
