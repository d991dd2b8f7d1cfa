import type { Database, Transaction } from '@fanship/db/client';
import { feeLines, orderFeeLines } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { NewFeeLine } from '../../lib/payable-kind.ts';

type Executor = Database | Transaction;

export type FeeLineRow = typeof feeLines.$inferSelect;
export type { NewFeeLine };

/** Writes a target's fees (a new OFM request's prepayment lines). */
export async function insertFeeLines(
  tx: Transaction,
  targetRequestId: number,
  lines: NewFeeLine[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(feeLines)
    .values(lines.map((line) => ({ ...line, targetRequestId, createdAt: now, updatedAt: now })));
}

/**
 * Cancels a target's unpaid fees (the target was cancelled or re-priced); answers the open orders that held any of
 * them, which can no longer be paid.
 */
export async function cancelUnpaidFeeLines(
  tx: Transaction,
  targetRequestId: number,
  now: Date,
): Promise<number[]> {
  const cancelled = await tx
    .update(feeLines)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(feeLines.targetRequestId, targetRequestId), eq(feeLines.status, 'UNPAID')))
    .returning({ orderRequestId: feeLines.orderRequestId });
  return [...new Set(cancelled.flatMap((line) => (line.orderRequestId ? [line.orderRequestId] : [])))];
}

/** The unpaid fees of targets, oldest first, with the code of the open order holding each (pending) if any. */
export async function listUnpaidFeeLines(
  db: Executor,
  targetRequestIds: number[],
): Promise<(FeeLineRow & { pendingOrderCode: string | null })[]> {
  if (targetRequestIds.length === 0) return [];
  return db
    .select({
      id: feeLines.id,
      targetRequestId: feeLines.targetRequestId,
      packageId: feeLines.packageId,
      originCode: feeLines.originCode,
      kind: feeLines.kind,
      name: feeLines.name,
      amountKrw: feeLines.amountKrw,
      status: feeLines.status,
      orderRequestId: feeLines.orderRequestId,
      writtenLive: feeLines.writtenLive,
      createdAt: feeLines.createdAt,
      updatedAt: feeLines.updatedAt,
      pendingOrderCode: requests.code,
    })
    .from(feeLines)
    .leftJoin(requests, eq(requests.id, feeLines.orderRequestId))
    .where(and(inArray(feeLines.targetRequestId, targetRequestIds), eq(feeLines.status, 'UNPAID')))
    .orderBy(asc(feeLines.targetRequestId), asc(feeLines.id));
}

/**
 * Gives fees to a new order: only those still unpaid and held by no other order, in one guarded statement, so of
 * two orders made at once for the same targets one gets every fee and the other none. Answers how many it took.
 */
export async function claimFeeLines(
  tx: Transaction,
  orderRequestId: number,
  feeLineIds: number[],
  now: Date,
): Promise<number> {
  const claimed = await tx
    .update(feeLines)
    .set({ orderRequestId, updatedAt: now })
    .where(
      and(inArray(feeLines.id, feeLineIds), eq(feeLines.status, 'UNPAID'), isNull(feeLines.orderRequestId)),
    )
    .returning({ id: feeLines.id });
  return claimed.length;
}

/**
 * Writes the lines counted live on targets when an order is made (`PayableKind.liveLines`), held by that order
 * at once; answers the rows in the order given.
 */
export async function writeLiveFeeLines(
  tx: Transaction,
  orderRequestId: number,
  lines: (NewFeeLine & { targetRequestId: number })[],
  now: Date,
): Promise<FeeLineRow[]> {
  if (lines.length === 0) return [];
  const values = lines.map((line) => ({
    ...line,
    orderRequestId,
    writtenLive: true,
    createdAt: now,
    updatedAt: now,
  }));
  return tx.insert(feeLines).values(values).returning();
}

/**
 * Lets go of the fees an order held (it closed unpaid): they can be paid in another order. The lines written live
 * for it are cancelled instead (the next order counts them live again, to its own day).
 */
export async function releaseFeeLines(tx: Transaction, orderRequestId: number, now: Date): Promise<void> {
  const held = and(eq(feeLines.orderRequestId, orderRequestId), eq(feeLines.status, 'UNPAID'));
  await tx
    .update(feeLines)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(held, eq(feeLines.writtenLive, true)));
  await tx
    .update(feeLines)
    .set({ orderRequestId: null, updatedAt: now })
    .where(and(held, eq(feeLines.writtenLive, false)));
}

/** Marks the fees an order held as paid. */
export async function payFeeLines(tx: Transaction, orderRequestId: number, now: Date): Promise<void> {
  await tx
    .update(feeLines)
    .set({ status: 'PAID', updatedAt: now })
    .where(and(eq(feeLines.orderRequestId, orderRequestId), eq(feeLines.status, 'UNPAID')));
}

/** The frozen fees of orders with each fee's current status, in the order they were listed. */
export async function listOrderFees(db: Executor, orderRequestIds: number[]) {
  if (orderRequestIds.length === 0) return [];
  return db
    .select({
      orderRequestId: orderFeeLines.orderRequestId,
      name: orderFeeLines.name,
      originTargetCode: orderFeeLines.originTargetCode,
      amountKrw: orderFeeLines.amountKrw,
      status: feeLines.status,
      heldByOrderId: feeLines.orderRequestId,
      writtenLive: feeLines.writtenLive,
      createdAt: feeLines.createdAt,
    })
    .from(orderFeeLines)
    .innerJoin(feeLines, eq(feeLines.id, orderFeeLines.feeLineId))
    .where(inArray(orderFeeLines.orderRequestId, orderRequestIds))
    .orderBy(asc(orderFeeLines.orderRequestId), asc(orderFeeLines.position));
}

/**
 * A fee cancelled that makes an order invalid: any but the lines written live for that order and cancelled
 * because it closed.
 */
export function invalidatesOrder(
  fee: { status: string; writtenLive: boolean; heldByOrderId: number | null },
  orderRequestId: number,
): boolean {
  return fee.status === 'CANCELLED' && !(fee.writtenLive && fee.heldByOrderId === orderRequestId);
}

/** Whether a fee of an order was cancelled by its target (the order is then invalid). */
export async function hasCancelledFee(db: Executor, orderRequestId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderFeeLines)
    .innerJoin(feeLines, eq(feeLines.id, orderFeeLines.feeLineId))
    .where(
      and(
        eq(orderFeeLines.orderRequestId, orderRequestId),
        eq(feeLines.status, 'CANCELLED'),
        not(and(eq(feeLines.writtenLive, true), eq(feeLines.orderRequestId, orderRequestId))!),
      ),
    )
    .limit(1);
  return row !== undefined;
}
