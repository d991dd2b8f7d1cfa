import { shopProducts } from '@fanship/db/catalogue-schema';
import type { Transaction } from '@fanship/db/client';
import { stockReservations } from '@fanship/db/request-schema';
import { and, eq, sql } from 'drizzle-orm';

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
