/**
 * A shipping request as the paying code sees it (`PayableKind`, type SHIPPING): unpaid SCSH01, a deposit awaiting
 * confirmation SCSH02, paid SCSH03. Paid, its box leaves the locker's count: ARRIVED → SHIPPING, and storage stops
 * for the box and every package of its lineage (the storage reminders pick only packages still counting).
 * `liveLines` are the storage lines owed now but not written yet, `orderExpiresAt` when an unpaid order of it goes
 * stale (the next Korean midnight: the storage it charges was counted to that day).
 */
import type { Database, Transaction } from '@fanship/db/client';
import { invoiceExpiresAt } from '@fanship/domain/pricing/shipping-invoice';
import { shippingMachine } from '@fanship/domain/requests/status-machines';
import type { ShippingRequestValues } from '@fanship/domain/warehouse/shipping';
import { lockPackage, movePackage } from '../packages/index.ts';
import type { PayableKind } from '../payments/index.ts';
import { findRequestsByIds } from '../requests/index.ts';
import { shippingBoxes } from './shipping-boxes.repository.ts';
import { endStorage, loadLineage } from './shipping-fees.repository.ts';
import { storageLinesOf } from './shipping-invoices.ts';

type Executor = Database | Transaction;

/** A line per shipping for the charges list: its box and carrier ('PK2611220007 · KP'). */
async function summarize(db: Executor, requestIds: number[]): Promise<Map<number, string>> {
  const [rows, boxes] = await Promise.all([findRequestsByIds(db, requestIds), shippingBoxes(db, requestIds)]);
  return new Map(
    rows.map((row) => {
      const body = row.body as ShippingRequestValues;
      return [row.id, `${boxes.get(row.id)?.code ?? body.targetPackageCode} · ${body.requestedCarrier}`];
    }),
  );
}

/** Paid: each box moves ARRIVED → SHIPPING, and its storage and its lineage's stop counting. */
export async function shippingPaid(tx: Transaction, requestIds: number[], now: Date): Promise<void> {
  const [rows, boxes] = await Promise.all([findRequestsByIds(tx, requestIds), shippingBoxes(tx, requestIds)]);
  for (const row of rows) {
    const held = boxes.get(row.id);
    if (!held) continue;
    const box = await lockPackage(tx, held.code);
    await movePackage(tx, box, {
      to: 'SHIPPING',
      actor: 'system',
      actorMemberId: null,
      note: `${row.code} paid`,
      now,
    });
    const lineage = await loadLineage(tx, box.id);
    await endStorage(
      tx,
      lineage.rows.map((pkg) => pkg.id),
      now,
    );
  }
}

export const shippingPayable: PayableKind = {
  type: 'SHIPPING',
  machine: shippingMachine,
  unpaid: 'SCSH01',
  pending: 'SCSH02',
  paid: 'SCSH03',
  summarize,
  onPaid: shippingPaid,
  // The storage counted to the day an order is made, written with it; the order goes stale the next Korean midnight.
  liveLines: storageLinesOf,
  orderExpiresAt: invoiceExpiresAt,
};
