import { cartItems, shopProducts } from '@fanship/db/catalogue-schema';
import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { deleteRows, insertRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

/** A cart line with the shop product it holds, as it is now. */
export type CartLineRow = {
  id: number;
  quantity: number;
  /** The unpaid checkout request holding the line, if any. */
  checkoutCode: string | null;
  product: {
    id: number;
    name: string;
    priceKrw: number;
    stockQuantity: number;
    thumbnailPath: string | null;
    imagePaths: string[];
  };
};

const lineColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  checkoutCode: requests.code,
  product: {
    id: shopProducts.id,
    name: shopProducts.name,
    priceKrw: shopProducts.priceKrw,
    stockQuantity: shopProducts.stockQuantity,
    thumbnailPath: shopProducts.thumbnailPath,
    imagePaths: shopProducts.imagePaths,
  },
};

/** The member's cart lines of published products, oldest first. */
export function listCartLines(db: Executor, memberId: number): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(shopProducts, eq(cartItems.shopProductId, shopProducts.id))
    .leftJoin(requests, eq(requests.id, cartItems.checkoutRequestId))
    .where(and(eq(cartItems.memberId, memberId), eq(shopProducts.isPublished, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** One of the member's own cart lines (undefined for another member's line or an unknown id). */
export async function findCartLine(
  db: Executor,
  memberId: number,
  id: number,
): Promise<CartLineRow | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(shopProducts, eq(cartItems.shopProductId, shopProducts.id))
    .leftJoin(requests, eq(requests.id, cartItems.checkoutRequestId))
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, id)));
  return row;
}

/**
 * A product's stock as it is now, with the product locked for the rest of the transaction. Every change
 * to a cart line locks its product first (as adding does), so changes to one line never overwrite each other.
 */
export async function lockProductStock(db: Executor, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stockQuantity: shopProducts.stockQuantity })
    .from(shopProducts)
    .where(eq(shopProducts.id, productId))
    .for('update');
  return row?.stockQuantity;
}

/** A published shop product with its stock, locked for the rest of the transaction. */
export async function findPublishedProduct(db: Executor, productId: number) {
  const [row] = await db
    .select(lineColumns.product)
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.isPublished, true)))
    .for('update');
  return row;
}

/** The member's line for a product, if the product is already in the cart. */
export async function findLineForProduct(db: Executor, memberId: number, productId: number) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, checkoutCode: requests.code })
    .from(cartItems)
    .leftJoin(requests, eq(requests.id, cartItems.checkoutRequestId))
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.shopProductId, productId)));
  return row;
}

export async function countCartLines(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.memberId, memberId));
  return row?.count ?? 0;
}

export async function insertCartLine(
  db: Executor,
  values: { memberId: number; productId: number; quantity: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({
      memberId: values.memberId,
      type: 'SHOP_PRODUCT',
      shopProductId: values.productId,
      quantity: values.quantity,
      createdAt: now,
    })
    .returning({ id: cartItems.id });
  return row!.id;
}

/** Sets a line's quantity; false when the line is gone (removed meanwhile). */
export async function setCartLineQuantity(db: Executor, id: number, quantity: number): Promise<boolean> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(eq(cartItems.id, id))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

export async function deleteCartLine(db: Executor, memberId: number, id: number): Promise<boolean> {
  return deleteRows(db, cartItems, and(eq(cartItems.memberId, memberId), eq(cartItems.id, id)));
}

/** The member's own cart lines among `ids` (published products only), by product id so locks come in one order. */
export function listLinesByIds(db: Executor, memberId: number, ids: number[]): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(shopProducts, eq(cartItems.shopProductId, shopProducts.id))
    .leftJoin(requests, eq(requests.id, cartItems.checkoutRequestId))
    .where(
      and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids), eq(shopProducts.isPublished, true)),
    )
    .orderBy(asc(shopProducts.id));
}

/** Marks shop lines as checked out into a request awaiting payment. */
export async function linkLinesToCheckout(
  db: Executor,
  memberId: number,
  ids: number[],
  requestId: number,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ checkoutRequestId: requestId })
    .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)));
}

export type OfmCartLineRow = typeof cartItems.$inferSelect;

/** The member's OFM lines, oldest first. */
export function listOfmLines(db: Executor, memberId: number): Promise<OfmCartLineRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.type, 'OFM')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** One of the member's own OFM lines (by line id, or by the trending product it holds). */
export async function findOfmLine(
  db: Executor,
  memberId: number,
  by: { id: number } | { trendingProductId: number },
): Promise<OfmCartLineRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.memberId, memberId),
        eq(cartItems.type, 'OFM'),
        'id' in by ? eq(cartItems.id, by.id) : eq(cartItems.trendingProductId, by.trendingProductId),
      ),
    )
    .for('update');
  return row;
}

export async function insertOfmLine(
  db: Executor,
  values: Omit<typeof cartItems.$inferInsert, 'id' | 'type' | 'shopProductId'>,
): Promise<OfmCartLineRow> {
  return insertRow(db, cartItems, { ...values, type: 'OFM' });
}
