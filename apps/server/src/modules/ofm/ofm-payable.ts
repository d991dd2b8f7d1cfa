import { cartItems } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import { stockReservations } from '@fanship/db/request-schema';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { and, eq, inArray } from 'drizzle-orm';
import type { PayableKind } from '../payments/index.ts';
import { ofmParts } from './ofm.repository.ts';

type Executor = Database | Transaction;

async function summarize(db: Executor, requestIds: number[]): Promise<Map<number, string>> {
  const partsOf = await ofmParts(db, requestIds);
  return new Map(
    requestIds.flatMap((id) => {
      const { detail, items } = partsOf(id);
      const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
      return detail ? [[id, `${detail.shopName} · ${quantity} ${quantity === 1 ? 'item' : 'items'}`]] : [];
    }),
  );
}

/**
 * A paid shop checkout's held stock becomes a sale (the release job no longer gives it back) and the cart lines it
 * was made from leave the cart.
 */
async function onPaid(tx: Transaction, requestIds: number[], now: Date): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ status: 'SOLD', updatedAt: now })
    .where(and(inArray(stockReservations.requestId, requestIds), eq(stockReservations.status, 'HELD')));
  await tx.delete(cartItems).where(inArray(cartItems.checkoutRequestId, requestIds));
}

/**
 * An OFM request is paid in SCOM01 (its prepayment); a Wise deposit holds it in SCOM02; paid is SCOM03. Its refund
 * (the unspent prepayment, on completion) is an OFM_REFUND credit entry.
 */
export const ofmPayable: PayableKind = {
  type: 'OFM',
  machine: ofmMachine,
  unpaid: 'SCOM01',
  pending: 'SCOM02',
  paid: 'SCOM03',
  summarize,
  onPaid,
  refundCategory: 'OFM_REFUND',
};
