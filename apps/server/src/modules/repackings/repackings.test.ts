import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage, packageStatusOf } from '../../test/packages.ts';
import {
  boxAndResource,
  postRepacking,
  repackingBody,
  repackingPage,
  repackingStep,
  requestRepacking,
} from '../../test/repackings.ts';
import { expectFieldErrors, staffViewOf } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();

const repackingUrl = (code = '') => `/api/repacking-services${code ? `/${code}` : ''}`;

describe('asking for a repacking', () => {
  it('holds the box and the resources IN_SERVICE, lists (Package, first item +N) and shows the repacking', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const { box, resource } = await boxAndResource(t, member);
    const more = await givePackage(t, member, {
      type: 'M',
      weightGrams: 700,
      items: [{ name: 'Photo card', categoryCode: 'ALBUM', unitPriceKrw: 5_000, quantity: 2 }],
    });
    const code = await requestRepacking(t, member, repackingBody(box.code, [resource.code, more.code]));
    expect(code).toMatch(/^RP\d{10}$/);
    for (const pkg of [box, resource, more]) expect(await packageStatusOf(t, pkg.code)).toBe('IN_SERVICE');

    const list = await t.inject({ method: 'GET', url: `${repackingUrl()}?page=1`, cookie: member.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      currentPage: 1,
      totalElements: 1,
      content: [
        {
          code,
          status: 'SCRE01',
          statusLabel: 'Requested',
          targetPackage: { code: box.code },
          firstItemName: 'Mini album',
          itemCount: 2,
        },
      ],
    });
    const filtered = await t.inject({
      method: 'GET',
      url: `${repackingUrl()}?status=SCRE03`,
      cookie: member.cookie,
    });
    expect(filtered.json().content).toEqual([]);

    const page = await repackingPage(t, member, code);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      memberNote: 'Please add the album to my box',
      closedAt: null,
      resourcePackages: [
        {
          code: resource.code,
          weightGrams: 1500,
          items: [{ name: 'Mini album', quantity: 1, unitPrice: 20_000 }],
        },
        { code: more.code, weightGrams: 700, items: [{ name: 'Photo card', quantity: 2, unitPrice: 5_000 }] },
      ],
      resultPackageCode: null,
      history: [{ toStatus: 'SCRE01', actor: 'member' }],
      ...{ editable: true, cancellable: true, videos: [], fees: [], feeKrw: 0 },
    });
  });

  it('answers the form’s messages (400)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const { box, resource } = await boxAndResource(t, member);
    const body = repackingBody(box.code, [resource.code]);
    const cases: [object, Record<string, string>][] = [
      [{ ...body, targetPackageCode: undefined }, { targetPackageCode: 'Target Package is required' }],
      [{ ...body, resourcePackageCodes: [] }, { resourcePackageCodes: 'Add Package is required' }],
      [
        { ...body, resourcePackageCodes: [box.code] },
        { resourcePackageCodes: repackingMessages.targetAlsoResource },
      ],
      [{ ...body, memberNote: 'a'.repeat(3001) }, { memberNote: 'Note is too long' }],
    ];
    await expectFieldErrors((payload) => postRepacking(t, member, payload), cases);
    expect(await packageStatusOf(t, box.code)).toBe('ARRIVED');
  });

  it('edits in SCRE01 (a dropped resource goes back to ARRIVED) and cancels with DELETE; not once staff started', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await boxAndResource(t, member);
    const other = await givePackage(t, member, { type: 'T', weightGrams: 800 });
    const code = await requestRepacking(t, member, repackingBody(box.code, [resource.code]));
    const edited = await t.inject({
      method: 'PATCH',
      url: repackingUrl(code),
      cookie: member.cookie,
      payload: repackingBody(box.code, [other.code], { memberNote: 'Only the T package' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await packageStatusOf(t, resource.code)).toBe('ARRIVED');
    expect(await packageStatusOf(t, other.code)).toBe('IN_SERVICE');
    expect((await repackingPage(t, member, code)).json()).toMatchObject({
      memberNote: 'Only the T package',
      resourcePackages: [{ code: other.code }],
    });

    const cancelled = await t.inject({ method: 'DELETE', url: repackingUrl(code), cookie: member.cookie });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await repackingPage(t, member, code)).json()).toMatchObject({
      status: 'SCRE09',
      cancellable: false,
    });
    for (const pkg of [box, other]) expect(await packageStatusOf(t, pkg.code)).toBe('ARRIVED');

    // A cancelled repacking does not count: the box may be asked for again, and then not cancelled once started.
    const again = await requestRepacking(t, member, repackingBody(box.code, [resource.code]));
    await repackingStep(t, staff, again, 'start');
    const late = await t.inject({ method: 'DELETE', url: repackingUrl(again), cookie: member.cookie });
    expect(late.statusCode).toBe(409);
    const lateEdit = await t.inject({
      method: 'PATCH',
      url: repackingUrl(again),
      cookie: member.cookie,
      payload: repackingBody(box.code, [other.code]),
    });
    expect(lateEdit.statusCode).toBe(409);
  });

  it('staff see it in the queue with its estimate and cancel it with a reason: the box and the resource go back to ARRIVED', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await boxAndResource(t, member);
    const code = await requestRepacking(t, member, repackingBody(box.code, [resource.code]));
    const { lines, page } = await staffViewOf(t, staff, 'repacking', code);
    // The estimate: 1,500 g added, 2 started kg.
    expect(lines).toEqual([
      expect.objectContaining({ code, summary: `${box.code} + 1 package`, amountKrw: 20_000 }),
    ]);
    expect(page).toMatchObject({
      code,
      targetPackageDetail: { code: box.code },
      expectedPackageCount: 1,
    });
    const cancelled = await repackingStep(t, staff, code, 'cancel', { reason: 'The box is too fragile' });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await repackingPage(t, member, code)).json().status).toBe('SCRE09');
    for (const pkg of [box, resource]) expect(await packageStatusOf(t, pkg.code)).toBe('ARRIVED');
  });

  it('answers 404 for another member’s box or repacking', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const stranger = await t.createMember();
    const { box, resource } = await boxAndResource(t, member);
    const theirs = await boxAndResource(t, stranger);
    const foreignBox = await postRepacking(t, member, repackingBody(theirs.box.code, [resource.code]));
    expect(foreignBox.statusCode).toBe(404);
    const code = await requestRepacking(t, member, repackingBody(box.code, [resource.code]));
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.inject({
        method,
        url: repackingUrl(code),
        cookie: stranger.cookie,
        ...(method === 'PATCH' ? { payload: repackingBody(theirs.box.code, [theirs.resource.code]) } : {}),
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    expect(await packageStatusOf(t, box.code)).toBe('IN_SERVICE');
  });
});
