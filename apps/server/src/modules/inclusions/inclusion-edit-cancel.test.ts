import { inclusionMessages } from '@fanship/domain/warehouse/inclusion';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import {
  cancelInclusion,
  inclusionCalls,
  inclusionPage,
  inclusionStep,
  pobBody,
  requestInclusion,
} from '../../test/inclusions.ts';
import { givePackage, packagePage } from '../../test/packages.ts';
import { expectHiddenFromNewMember } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';

const { start } = setupTestApps();
const DAY = 86_400;

describe('editing an inclusion', () => {
  it('swaps the packages: the dropped one back to ARRIVED counting again, the new one held and stopped', async () => {
    const t = await start();
    const member = await t.createMember();
    const [a, b] = [await givePackage(t, member), await givePackage(t, member)];
    t.clock.advance(2 * DAY);
    const code = await requestInclusion(t, member, pobBody([a.code]));
    t.clock.advance(3 * DAY);
    const edited = await inclusionCalls.edit(
      t,
      member,
      code,
      pobBody([b.code], { albumName: 'NewJeans / Get Up' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // a stopped on day 2 and is let go on day 5: its count goes on from where it stopped.
    expect(await packagePage(t, member, a.code)).toMatchObject({
      status: 'ARRIVED',
      storageStartedAt: '2026-03-04T09:00:00.000Z',
      storageEndedAt: null,
    });
    expect(await packagePage(t, member, b.code)).toMatchObject({
      status: 'IN_SERVICE',
      storageStartedAt: '2026-03-01T09:00:00.000Z',
      storageEndedAt: '2026-03-06T09:00:00.000Z',
    });
    expect((await inclusionPage(t, member, code)).json()).toMatchObject({
      albumName: 'NewJeans / Get Up',
      targetPackageCodes: [b.code],
    });
  });

  it('hides another member’s inclusion (404 on page, edit and cancel)', async () => {
    const t = await start();
    const member = await t.createMember();
    const pkg = await givePackage(t, member);
    const code = await requestInclusion(t, member, pobBody([pkg.code]));
    await expectHiddenFromNewMember(t, `/api/inclusion-services/${code}`, pobBody([pkg.code]));
  });
});

describe('cancelling an inclusion', () => {
  it('the member cancels by POST …/cancel only while SCIL01: the packages go back, counting where they stopped', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    t.clock.advance(2 * DAY);
    const code = await requestInclusion(t, member, pobBody([pkg.code]));
    const stopped = (await packagePage(t, member, pkg.code)).countdown;
    expect(stopped).toMatchObject({ daysStored: 3 });
    t.clock.advance(3 * DAY);
    const byDelete = await t.inject({
      method: 'DELETE',
      url: `/api/inclusion-services/${code}`,
      cookie: member.cookie,
    });
    expect(byDelete.statusCode).toBe(404);
    expect((await cancelInclusion(t, member, code)).statusCode).toBe(204);
    expect(await packagePage(t, member, pkg.code)).toMatchObject({
      status: 'ARRIVED',
      storageStartedAt: '2026-03-04T09:00:00.000Z',
      storageEndedAt: null,
      // Three days later the count is where it stopped.
      countdown: { daysStored: stopped.daysStored, daysLeft: stopped.daysLeft },
    });
    expect((await inclusionPage(t, member, code)).json()).toMatchObject({
      status: 'SCIL09',
      editable: false,
      cancellable: false,
    });

    const started = await requestInclusion(t, member, pobBody([pkg.code]));
    expect((await inclusionStep(t, staff, started, 'start')).statusCode).toBe(200);
    const late = await cancelInclusion(t, member, started);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(inclusionMessages.cancelOnlyRequested);
    expect((await inclusionCalls.edit(t, member, started, pobBody([pkg.code]))).statusCode).toBe(409);
    expect((await packagePage(t, member, pkg.code)).status).toBe('IN_SERVICE');
  });

  it('staff cancel with a reason: the packages are released and the member is told', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const pkg = await givePackage(t, member);
    const code = await requestInclusion(t, member, pobBody([pkg.code]));
    const cancelled = await inclusionStep(t, staff, code, 'cancel', {
      reason: 'These albums hold no inclusions',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await packagePage(t, member, pkg.code)).toMatchObject({ status: 'ARRIVED', storageEndedAt: null });
    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe(`[Inclusion] ${code}: Cancelled`);
    expect(mail?.textBody).toContain('These albums hold no inclusions');
  });
});
