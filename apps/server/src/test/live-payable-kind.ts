import { requests } from '@fanship/db/request-schema';
import { invoiceExpiresAt } from '@fanship/domain/pricing/shipping-invoice';
import { shippingMachine } from '@fanship/domain/requests/status-machines';
import { inArray } from 'drizzle-orm';
import type { PayableKind } from '../lib/payable-kind.ts';
import { insertFeeLines } from '../modules/payments/index.ts';
import { createRequest, defineRequestKind, type RequestKindDefinition } from '../modules/requests/index.ts';
import { requestKinds } from '../request-kinds.ts';
import { setupTestApps, type TestApp, type TestMember } from './app.ts';
import { memberId } from './payments.ts';

/**
 * A throwaway payable kind ("tab": type SHIPPING on the shipping request's status table, standing in for it) that
 * owes what a shipping does: a stored carrier line written when it is made, and storage counted live (₩1,500 per
 * whole day since it was made, named by its days), its invoices expiring at the next Korean midnight. What the
 * paying code does with `liveLines` and `orderExpiresAt` is tested on it once for every kind.
 */

const DAY_MS = 86_400_000;
export const CARRIER_KRW = 20_000;
export const STORAGE_KRW_PER_DAY = 1_500;

/** The storage line a tab made `days` whole days ago owes. */
export const storageLine = (days: number) => ({
  name: `Storage (${days} days)`,
  amount: days * STORAGE_KRW_PER_DAY,
});

const tabPayable: PayableKind = {
  type: 'SHIPPING',
  machine: shippingMachine,
  unpaid: 'SCSH01',
  pending: 'SCSH02',
  paid: 'SCSH03',
  summarize: async (_db, ids) => new Map(ids.map((id) => [id, 'Tab'])),
  liveLines: async (db, ids, now) => {
    const rows = await db.select().from(requests).where(inArray(requests.id, ids));
    return new Map(
      rows.map((row) => {
        const days = Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS);
        const { name, amount } = storageLine(days);
        return [row.id, days > 0 ? [{ originCode: row.code, kind: 'STORAGE', name, amountKrw: amount }] : []];
      }),
    );
  },
  orderExpiresAt: invoiceExpiresAt,
};

/** The app's kinds with the tab instead of any real SHIPPING kind, for `start(overrides, { requestKinds })`. */
export const withTabKind: { requestKinds: readonly RequestKindDefinition<PayableKind>[] } = {
  requestKinds: [
    ...requestKinds.filter((kind) => kind.payable?.type !== 'SHIPPING'),
    defineRequestKind({ machine: shippingMachine, payable: tabPayable }),
  ],
};

/** A member's tab awaiting payment with its carrier line stored; answers its code. */
export async function createTab(t: TestApp, member: TestMember): Promise<string> {
  const id = await memberId(t, member);
  const now = t.clock.now();
  return t.database.db.transaction(async (tx) => {
    const row = await createRequest(tx, shippingMachine, { memberId: id, actor: 'member', now });
    await insertFeeLines(
      tx,
      row.id,
      [{ originCode: row.code, kind: 'SHIPPING', name: 'Carrier rate', amountKrw: CARRIER_KRW }],
      now,
    );
    return row.code;
  });
}

export const tabTarget = (code: string) => ({ code, type: 'SHIPPING' as const });

/** `POST /api/orders/request` for tabs. */
export const requestTabOrder = (
  t: TestApp,
  member: TestMember,
  codes: string[],
  paymentMethod: 'CREDIT' | 'WISE' | 'PAYPAL' | 'CARD',
  creditRedeemAmount = 0,
) =>
  t.post(
    '/api/orders/request',
    { targets: codes.map(tabTarget), creditRedeemAmount, paymentMethod },
    member.cookie,
  );

/** The test apps of a file paying tabs: each test starts an app with the tab kind, and a member. */
export function setupTabApps() {
  const { start } = setupTestApps();
  return async () => {
    const t = await start({}, withTabKind);
    return { t, member: await t.createMember() };
  };
}
