import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { incomingItems, incomingRequests, packageItems, packages } from '@fanship/db/warehouse-schema';
import { goneStatuses } from '@fanship/domain/warehouse/package-statuses';
import { and, asc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { findRow, replaceRows } from '../../lib/table-rows.ts';
import { partsByRequest } from '../requests/index.ts';

type Executor = Database | Transaction;

export type IncomingDetailsRow = typeof incomingRequests.$inferSelect;
export type IncomingDetailsValues = Omit<typeof incomingRequests.$inferInsert, 'requestId'>;
export type IncomingItemRow = typeof incomingItems.$inferSelect;
export type IncomingItemValues = {
  name: string;
  categoryCode: string;
  unitPriceKrw: number;
  quantity: number;
  memberNote: string | null;
};

export async function insertIncomingDetails(
  tx: Transaction,
  requestId: number,
  values: IncomingDetailsValues,
): Promise<void> {
  await tx.insert(incomingRequests).values({ requestId, ...values });
}

export async function updateIncomingDetails(
  tx: Transaction,
  requestId: number,
  values: IncomingDetailsValues,
): Promise<void> {
  await tx.update(incomingRequests).set(values).where(eq(incomingRequests.requestId, requestId));
}

/** Replaces a request's items with `items`, in order. */
export async function replaceIncomingItems(
  tx: Transaction,
  requestId: number,
  items: IncomingItemValues[],
): Promise<void> {
  await replaceRows(
    tx,
    incomingItems,
    eq(incomingItems.requestId, requestId),
    items.map((item, position) => ({ requestId, position, ...item })),
  );
}

export async function findIncomingDetails(
  db: Executor,
  requestId: number,
): Promise<IncomingDetailsRow | undefined> {
  return findRow(db, incomingRequests, eq(incomingRequests.requestId, requestId));
}

/** The details of some requests (for list rows and the staff queue). */
export function listIncomingDetails(db: Executor, requestIds: number[]): Promise<IncomingDetailsRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db.select().from(incomingRequests).where(inArray(incomingRequests.requestId, requestIds));
}

/** The items of some requests, each request's in order. */
export function listIncomingItems(db: Executor, requestIds: number[]): Promise<IncomingItemRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incomingItems)
    .where(inArray(incomingItems.requestId, requestIds))
    .orderBy(asc(incomingItems.requestId), asc(incomingItems.position));
}

/**
 * The member's incoming with this tracking number that is not cancelled (other than `exceptRequestId`, the one
 * being edited), if any. Run under the member's row lock, so two registrations at once cannot both miss each other.
 */
export async function findActiveIncomingByTracking(
  db: Executor,
  query: { memberId: number; trackingNo: string; cancelledStatus: string; exceptRequestId?: number },
): Promise<{ code: string } | undefined> {
  const [row] = await db
    .select({ code: requests.code })
    .from(incomingRequests)
    .innerJoin(requests, eq(requests.id, incomingRequests.requestId))
    .where(
      and(
        eq(requests.memberId, query.memberId),
        eq(incomingRequests.trackingNo, query.trackingNo),
        ne(requests.status, query.cancelledStatus),
        query.exceptRequestId === undefined ? undefined : ne(requests.id, query.exceptRequestId),
      ),
    )
    .limit(1);
  return row;
}

export type ParcelRow = typeof packages.$inferSelect;

/**
 * A parcel staff received for the member without a registration: their own type R package with this tracking
 * number, no source request and still in the warehouse, locked for the rest of the transaction.
 */
export async function lockUnregisteredParcel(
  tx: Transaction,
  memberId: number,
  trackingNo: string,
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.memberId, memberId),
        eq(packages.type, 'R'),
        eq(packages.trackingNo, trackingNo),
        isNull(packages.sourceRequestId),
        isNull(packages.incomingRequestId),
        notInArray(packages.status, [...goneStatuses]),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Makes a received parcel the package of an incoming: its source and incoming request, its carrier when staff
 * recorded none, and the incoming's items in place of what it held.
 */
export async function linkParcel(
  tx: Transaction,
  parcel: ParcelRow,
  link: { requestId: number; carrierName: string | null; items: IncomingItemValues[]; now: Date },
): Promise<void> {
  await tx
    .update(packages)
    .set({
      sourceRequestId: link.requestId,
      incomingRequestId: link.requestId,
      carrierName: parcel.carrierName ?? link.carrierName,
      updatedAt: link.now,
    })
    .where(eq(packages.id, parcel.id));
  await tx.delete(packageItems).where(eq(packageItems.packageId, parcel.id));
  await tx.insert(packageItems).values(
    link.items.map((item, position) => ({
      packageId: parcel.id,
      position,
      ...item,
      createdAt: link.now,
    })),
  );
}

/** The package each incoming arrived as (by request id). */
export async function listArrivedPackageCodes(
  db: Executor,
  requestIds: number[],
): Promise<Map<number, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: packages.incomingRequestId, code: packages.code })
    .from(packages)
    .where(inArray(packages.incomingRequestId, requestIds));
  return new Map(rows.flatMap((row) => (row.requestId === null ? [] : [[row.requestId, row.code]])));
}

/** The details and items of a page of incomings, by request (the member's list, the staff queue). */
export function incomingParts(db: Executor, requestIds: number[]) {
  return partsByRequest(listIncomingDetails(db, requestIds), listIncomingItems(db, requestIds));
}
