import type { Database, Transaction } from '@fanship/db/client';
import {
  memberFiles,
  ofmItemImages,
  ofmItems,
  ofmPurchaseItems,
  ofmRequests,
  requests,
} from '@fanship/db/request-schema';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';
import { partsByRequest } from '../requests/index.ts';

type Executor = Database | Transaction;

export type OfmDetailsRow = typeof ofmRequests.$inferSelect;
export type OfmDetailsValues = Omit<typeof ofmRequests.$inferInsert, 'requestId'>;
export type OfmItemValues = {
  url: string;
  name: string;
  unitPriceKrw: number;
  quantity: number;
  memberNote: string | null;
  shopProductId?: number | null;
  imageFileIds: number[];
};

export async function insertOfmDetails(tx: Transaction, requestId: number, values: OfmDetailsValues) {
  await tx.insert(ofmRequests).values({ requestId, ...values });
}

export async function updateOfmDetails(tx: Transaction, requestId: number, values: OfmDetailsValues) {
  await tx.update(ofmRequests).set(values).where(eq(ofmRequests.requestId, requestId));
}

/** Replaces a request's items (and their images) with `items`, in order. */
export async function replaceOfmItems(tx: Transaction, requestId: number, items: OfmItemValues[]) {
  await tx.delete(ofmItems).where(eq(ofmItems.requestId, requestId));
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(ofmItems)
      .values({
        requestId,
        position,
        url: item.url,
        name: item.name,
        unitPriceKrw: item.unitPriceKrw,
        quantity: item.quantity,
        memberNote: item.memberNote,
        shopProductId: item.shopProductId ?? null,
      })
      .returning({ id: ofmItems.id });
    if (!row) throw new Error('The item was not written');
    if (item.imageFileIds.length > 0) {
      await tx
        .insert(ofmItemImages)
        .values(item.imageFileIds.map((fileId, index) => ({ itemId: row.id, fileId, position: index })));
    }
  }
}

export async function findOfmDetails(db: Executor, requestId: number): Promise<OfmDetailsRow | undefined> {
  return findRow(db, ofmRequests, eq(ofmRequests.requestId, requestId));
}

export type OfmItemRow = {
  id: number;
  requestId: number;
  url: string;
  name: string;
  unitPriceKrw: number;
  quantity: number;
  memberNote: string | null;
  images: { filename: string; tag: string }[];
};

/** The items of some requests, in order, each with its images in order. */
export async function listOfmItems(db: Executor, requestIds: number[]): Promise<OfmItemRow[]> {
  if (requestIds.length === 0) return [];
  const items = await db
    .select()
    .from(ofmItems)
    .where(inArray(ofmItems.requestId, requestIds))
    .orderBy(asc(ofmItems.requestId), asc(ofmItems.position));
  const images =
    items.length === 0
      ? []
      : await db
          .select({ itemId: ofmItemImages.itemId, filename: memberFiles.filename, tag: memberFiles.tag })
          .from(ofmItemImages)
          .innerJoin(memberFiles, eq(memberFiles.id, ofmItemImages.fileId))
          .where(
            inArray(
              ofmItemImages.itemId,
              items.map((item) => item.id),
            ),
          )
          .orderBy(asc(ofmItemImages.itemId), asc(ofmItemImages.position));
  return items.map((item) => ({
    id: item.id,
    requestId: item.requestId,
    url: item.url,
    name: item.name,
    unitPriceKrw: item.unitPriceKrw,
    quantity: item.quantity,
    memberNote: item.memberNote,
    images: images
      .filter((image) => image.itemId === item.id)
      .map(({ filename, tag }) => ({ filename, tag })),
  }));
}

/** The details and items of a page of OFM requests, by request (lists, the staff queue, the charges list). */
export function ofmParts(db: Executor, requestIds: number[]) {
  return partsByRequest(listOfmDetails(db, requestIds), listOfmItems(db, requestIds));
}

/** The details of some requests (for list rows). */
export function listOfmDetails(db: Executor, requestIds: number[]): Promise<OfmDetailsRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db.select().from(ofmRequests).where(inArray(ofmRequests.requestId, requestIds));
}

export function listPurchaseItems(db: Executor, requestId: number) {
  return db
    .select({
      name: ofmPurchaseItems.name,
      unitPrice: ofmPurchaseItems.unitPriceKrw,
      quantity: ofmPurchaseItems.quantity,
    })
    .from(ofmPurchaseItems)
    .where(eq(ofmPurchaseItems.requestId, requestId))
    .orderBy(asc(ofmPurchaseItems.id));
}

/** The staff queue's type filter: the OFM requests of one type. */
export function ofmOfType(type: string): SQL {
  return sql`${requests.id} in (select ${ofmRequests.requestId} from ${ofmRequests} where ${ofmRequests.type} = ${type})`;
}
