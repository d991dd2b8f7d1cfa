import { incomingItems, incomingRequests } from '@fanship/db/warehouse-schema';
import { incomingMachine } from '@fanship/domain/requests/status-machines';
import { createRequest } from '../modules/requests/index.ts';
import type { TestApp, TestMember } from './app.ts';
import { memberId } from './payments.ts';

export type TestIncomingItem = { name: string; categoryCode: string; unitPriceKrw: number; quantity: number };

/**
 * A member's registered incoming (SCIN01) written as the member's registration would, for the intake desk's
 * tests (the member's incoming routes are another module's). Answers its code and request id.
 */
export async function giveIncoming(
  t: TestApp,
  member: TestMember,
  values: {
    trackingNo: string;
    sellerName?: string;
    carrierName?: string | null;
    items?: TestIncomingItem[];
  },
): Promise<{ code: string; id: number }> {
  const owner = await memberId(t, member);
  const items = values.items ?? [
    { name: 'Mini album', categoryCode: 'ALBUM', unitPriceKrw: 20_000, quantity: 2 },
    { name: 'Photocard set', categoryCode: 'PHOTOCARD', unitPriceKrw: 5_000, quantity: 1 },
  ];
  return t.database.db.transaction(async (tx) => {
    const request = await createRequest(tx, incomingMachine, {
      memberId: owner,
      actor: 'member',
      now: t.clock.now(),
    });
    await tx.insert(incomingRequests).values({
      requestId: request.id,
      trackingNo: values.trackingNo,
      carrierName: values.carrierName === undefined ? 'CJ' : values.carrierName,
      sellerName: values.sellerName ?? 'Ktown4u',
      memberNote: null,
    });
    await tx
      .insert(incomingItems)
      .values(
        items.map((item, position) => ({ requestId: request.id, position, ...item, memberNote: null })),
      );
    return { code: request.code, id: request.id };
  });
}
