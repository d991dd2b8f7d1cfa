import { requestHistory, requests } from '@fanship/db/request-schema';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * Puts an OFM request awaiting payment (SCOM01) into SCOM03 'Paid, purchasing' as a confirmed payment would, by
 * writing the row and its history directly: the tests of what staff do after payment need a paid request without
 * going through an order. Once paying is built this can pay the request through the API instead.
 */
export async function markOfmPaid(t: TestApp, code: string): Promise<void> {
  const now = t.clock.now();
  await t.database.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(requests)
      .set({ status: 'SCOM03', updatedAt: now })
      .where(and(eq(requests.kind, 'ofm'), eq(requests.code, code), eq(requests.status, 'SCOM01')))
      .returning({ id: requests.id });
    if (!moved) throw new Error(`${code} is not an OFM request awaiting payment`);
    await tx.insert(requestHistory).values({
      requestId: moved.id,
      fromStatus: 'SCOM01',
      toStatus: 'SCOM03',
      actor: 'system',
      actorMemberId: null,
      reason: null,
      createdAt: now,
    });
  });
}
