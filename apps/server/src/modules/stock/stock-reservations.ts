import { shopProducts } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import { requests, stockReservations } from '@fanship/db/request-schema';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

/**
 * Gives back the stock a request still holds (it was cancelled, or left unpaid): each HELD reservation becomes
 * RELEASED in the statement that checks it is still held, so a reservation's stock comes back exactly once even
 * when a member's cancel, a staff cancel and the release job meet. Answers the product ids given stock back.
 */
export async function releaseReservations(tx: Transaction, requestId: number, now: Date): Promise<number[]> {
  const released = await tx
    .update(stockReservations)
    .set({ status: 'RELEASED', updatedAt: now })
    .where(and(eq(stockReservations.requestId, requestId), eq(stockReservations.status, 'HELD')))
    .returning({ shopProductId: stockReservations.shopProductId, quantity: stockReservations.quantity });
  for (const reservation of released) {
    await tx
      .update(shopProducts)
      .set({ stockQuantity: sql`${shopProducts.stockQuantity} + ${reservation.quantity}` })
      .where(eq(shopProducts.id, reservation.shopProductId));
  }
  return released.map((reservation) => reservation.shopProductId);
}

/** How long shop stock is held for an unpaid checkout. */
export const RESERVATION_HOURS = 24;

/**
 * Takes `quantity` from a product's stock if that much is left, in one statement (never below zero, whatever
 * runs at the same time). Answers false when there is not enough, leaving the stock as it was.
 */
export async function takeStock(tx: Transaction, shopProductId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(shopProducts)
    .set({ stockQuantity: sql`${shopProducts.stockQuantity} - ${quantity}` })
    .where(and(eq(shopProducts.id, shopProductId), sql`${shopProducts.stockQuantity} >= ${quantity}`))
    .returning({ id: shopProducts.id });
  return taken.length === 1;
}

export async function insertReservations(
  tx: Transaction,
  requestId: number,
  lines: { shopProductId: number; quantity: number }[],
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + RESERVATION_HOURS * 3_600_000);
  await tx.insert(stockReservations).values(
    lines.map((line) => ({
      requestId,
      ...line,
      status: 'HELD',
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Requests still awaiting payment whose held stock has expired, oldest first. */
export async function listExpiredHoldings(db: Database, now: Date, limit: number) {
  return db
    .selectDistinct({ id: requests.id, expiresAt: stockReservations.expiresAt })
    .from(stockReservations)
    .innerJoin(requests, eq(requests.id, stockReservations.requestId))
    .where(
      and(
        eq(stockReservations.status, 'HELD'),
        lte(stockReservations.expiresAt, now),
        eq(requests.status, 'SCOM01'),
      ),
    )
    .orderBy(asc(stockReservations.expiresAt))
    .limit(limit);
}
