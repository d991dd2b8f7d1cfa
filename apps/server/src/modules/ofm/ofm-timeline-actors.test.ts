import { mailOutbox } from '@fanship/db/schema';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { createOfmRequest, requestOrder } from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

describe('an OFM timeline’s actors', () => {
  it('credits the member’s own moves to the member (a Wise deposit, a cancel), staff and system moves to Fanship', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const code = await createOfmRequest(t, member);
    const history = async () =>
      (await t.get(`/api/ofm-services/${code}`, member.cookie))
        .json()
        .history.map((entry: { toStatus: string; actor: string }) => [entry.toStatus, entry.actor]);

    const order = (await requestOrder(t, member, [code], 'WISE')).json();
    const deposit = await t.post(
      `/api/orders/${order.code}/deposit`,
      { paymentMethod: 'WISE', referenceCode: '123456789', amount: '30' },
      member.cookie,
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(await history()).toEqual([
      ['SCOM01', 'member'],
      ['SCOM02', 'member'],
    ]);
    // The member made that move: no notice about it.
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `[OFM] ${code}:%`)),
    ).toHaveLength(0);

    const rejected = await t.post(
      `/api/staff/orders/${order.code}/reject-deposit`,
      { reason: 'No transfer arrived.' },
      staff.cookie,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const cancelled = await t.post(`/api/ofm-services/${code}/cancel`, undefined, member.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await history()).toEqual([
      ['SCOM01', 'member'],
      ['SCOM02', 'member'],
      ['SCOM01', 'system'],
      ['SCOM09', 'member'],
    ]);
  });
});
