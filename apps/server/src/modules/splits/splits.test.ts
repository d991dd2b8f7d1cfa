import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { splitMessages } from '@fanship/domain/warehouse/split';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { givePackage, giveUnboxingFee, packageFeesOf, packageHistoryOf } from '../../test/packages.ts';
import { postSplit, requestSplit, splitBody, splitSetup, splitStep } from '../../test/splits.ts';

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

    const list = await t.inject({ method: 'GET', url: '/api/split-services?page=1', cookie: member.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
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
    const filtered = await t.inject({
      method: 'GET',
      url: '/api/split-services?status=SCSP03',
      cookie: member.cookie,
    });
    expect(filtered.json().content).toEqual([]);
    const page = await t.inject({ method: 'GET', url: `/api/split-services/${code}`, cookie: member.cookie });
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
    expect(forwarding.statusCode).toBe(400);
    expect(forwarding.json().message).toBe(packageServiceMessages.wrongType(box.code));

    for (const type of ['R', 'M', 'T', 'L'] as const) {
      const taken = await givePackage(t, member, { type });
      expect((await postSplit(t, member, splitBody(taken.code))).statusCode).toBe(200);
    }
    const partial = await givePackage(t, member, { status: 'PARTIALLY_ARRIVED' });
    const refused = await postSplit(t, member, splitBody(partial.code));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      packageServiceMessages.wrongStatus(partial.code, 'Partially arrived'),
    );

    await requestSplit(t, member, splitBody(pkg.code));
    const again = await postSplit(t, member, splitBody(pkg.code));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(packageServiceMessages.wrongStatus(pkg.code, 'In service'));
  });

  it('hides another member’s split (404 on page, edit and cancel)', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    const other = await t.createMember();
    const asOther = [
      { method: 'GET' as const, url: `/api/split-services/${code}` },
      { method: 'PATCH' as const, url: `/api/split-services/${code}`, payload: splitBody(pkg.code) },
      { method: 'POST' as const, url: `/api/split-services/${code}/cancel` },
    ];
    for (const options of asOther) {
      expect((await t.inject({ ...options, cookie: other.cookie })).statusCode).toBe(404);
    }
    const list = await t.inject({ method: 'GET', url: '/api/split-services', cookie: other.cookie });
    expect(list.json().content).toEqual([]);
  });
});

describe('editing and cancelling a split', () => {
  it('an edit swaps the target: the old package back to ARRIVED, the new one held', async () => {
    const t = await start();
    const { member, pkg } = await splitSetup(t);
    const second = await givePackage(t, member);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/split-services/${code}`,
      cookie: member.cookie,
      payload: splitBody(second.code, { type: 'STANDARD', contents: ['A', 'B', 'C'] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    expect((await packageRow(t, second.code))?.status).toBe('IN_SERVICE');
    const page = await t.inject({ method: 'GET', url: `/api/split-services/${code}`, cookie: member.cookie });
    expect(page.json()).toMatchObject({
      type: 'STANDARD',
      contents: ['A', 'B', 'C'],
      targetPackage: { code: second.code },
      estimatedFeeKrw: 7500,
    });
    // The same body again changes nothing.
    const same = await t.inject({
      method: 'PATCH',
      url: `/api/split-services/${code}`,
      cookie: member.cookie,
      payload: splitBody(second.code),
    });
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
    const cancel = (splitCode: string) =>
      t.inject({ method: 'POST', url: `/api/split-services/${splitCode}/cancel`, cookie: member.cookie });
    expect((await cancel(code)).statusCode).toBe(204);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    const page = await t.inject({ method: 'GET', url: `/api/split-services/${code}`, cookie: member.cookie });
    expect(page.json()).toMatchObject({ status: 'SCSP09', cancellable: false, editable: false });
    const links = await t.database.db
      .select()
      .from(requestPackages)
      .where(eq(requestPackages.packageId, pkg.id));
    expect(links[0]?.releasedAt).not.toBeNull();
    expect(await packageFeesOf(t, pkg.id)).toEqual([expect.objectContaining({ status: 'UNPAID' })]);

    const started = await requestSplit(t, member, splitBody(pkg.code));
    expect((await splitStep(t, staff, started, 'start')).statusCode).toBe(200);
    const late = await cancel(started);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(splitMessages.cancelOnlyRequested);
    const editLate = await t.inject({
      method: 'PATCH',
      url: `/api/split-services/${started}`,
      cookie: member.cookie,
      payload: splitBody(pkg.code),
    });
    expect(editLate.statusCode).toBe(409);
    expect((await packageRow(t, pkg.code))?.status).toBe('IN_SERVICE');
  });

  it('staff see it in the queue and cancel it with a reason: the package is released and the member is told', async () => {
    const t = await start();
    const { staff, member, pkg } = await splitSetup(t);
    const code = await requestSplit(t, member, splitBody(pkg.code));
    const queue = await t.inject({ method: 'GET', url: '/api/staff/requests/split', cookie: staff.cookie });
    expect(queue.json().content).toEqual([
      expect.objectContaining({ code, summary: `${pkg.code} · K-Packet · 2 packages`, amountKrw: 5000 }),
    ]);
    const staffPage = await t.inject({
      method: 'GET',
      url: `/api/staff/requests/split/${code}`,
      cookie: staff.cookie,
    });
    expect(staffPage.json()).toMatchObject({
      code,
      targetPackageDetail: { code: pkg.code, status: 'IN_SERVICE', itemCount: 1 },
      expectedPackageCount: 2,
      actions: [
        { to: 'SCSP02', action: 'Start' },
        { to: 'SCSP09', action: 'Cancel' },
      ],
    });
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/staff/requests/split/${code}/cancel`,
      cookie: staff.cookie,
      payload: { reason: 'The box cannot be opened safely' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await packageRow(t, pkg.code))?.status).toBe('ARRIVED');
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Split] ${code}: Cancelled`);
    expect(mail?.textBody).toContain('The box cannot be opened safely');
  });
});
