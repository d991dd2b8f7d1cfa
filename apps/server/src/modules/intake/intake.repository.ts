import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import { incomingItems, incomingRequests, packages } from '@fanship/db/warehouse-schema';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

type Executor = Database | Transaction;

/** How many matches of one tracking number the desk shows (a tracking number is one parcel; a few at most). */
const LOOKUP_LIMIT = 20;

/** Incoming statuses the desk can still receive into (SCIN01) or complete (SCIN03). */
const openIncomingStatuses = ['SCIN01', 'SCIN03'];

export type OwnerRow = { code: string; firstName: string; lastName: string; email: string };

export type IncomingMatch = {
  id: number;
  code: string;
  status: string;
  createdAt: Date;
  member: OwnerRow;
  sellerName: string;
  carrierName: string | null;
  memberNote: string | null;
  packageCode: string | null;
};

const ownerColumns = {
  code: members.code,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
};

/** Registered or partially arrived incomings with this tracking number, newest first, with their member. */
export function findOpenIncomings(db: Executor, trackingNo: string): Promise<IncomingMatch[]> {
  return db
    .select({
      id: requests.id,
      code: requests.code,
      status: requests.status,
      createdAt: requests.createdAt,
      member: ownerColumns,
      sellerName: incomingRequests.sellerName,
      carrierName: incomingRequests.carrierName,
      memberNote: incomingRequests.memberNote,
      packageCode: packages.code,
    })
    .from(incomingRequests)
    .innerJoin(requests, eq(requests.id, incomingRequests.requestId))
    .innerJoin(members, eq(members.id, requests.memberId))
    .leftJoin(packages, eq(packages.incomingRequestId, requests.id))
    .where(and(eq(incomingRequests.trackingNo, trackingNo), inArray(requests.status, openIncomingStatuses)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(LOOKUP_LIMIT);
}

export type IncomingItemRow = typeof incomingItems.$inferSelect;

/** The items of some incomings, in their order. */
export function listIncomingItems(db: Executor, requestIds: readonly number[]): Promise<IncomingItemRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incomingItems)
    .where(inArray(incomingItems.requestId, [...requestIds]))
    .orderBy(asc(incomingItems.requestId), asc(incomingItems.position));
}

/**
 * A package carrying the number, unless its receive was undone at the desk (VOIDED: the parcel never came) or it is
 * still expected (AWAITING_RECEIPT: the desk offers to receive it, decision 027).
 */
const carrying = (trackingNo: string) =>
  and(eq(packages.trackingNo, trackingNo), notInArray(packages.status, ['VOIDED', 'AWAITING_RECEIPT']));

const sourceRequests = alias(requests, 'source_requests');

/** Packages awaiting receipt (an OFM's results) with this code or shop tracking number, with member and request. */
export function findExpectedPackages(db: Executor, scanned: string) {
  return db
    .select({
      code: packages.code,
      type: packages.type,
      status: packages.status,
      name: packages.name,
      trackingNo: packages.trackingNo,
      createdAt: packages.createdAt,
      sourceCode: sourceRequests.code,
      owner: ownerColumns,
    })
    .from(packages)
    .innerJoin(members, eq(members.id, packages.memberId))
    .leftJoin(sourceRequests, eq(sourceRequests.id, packages.sourceRequestId))
    .where(
      and(
        eq(packages.status, 'AWAITING_RECEIPT'),
        or(eq(packages.code, scanned), eq(packages.trackingNo, scanned)),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(LOOKUP_LIMIT);
}

/** Packages that already carry this tracking number, newest first, with their owner (none in the pool). */
export function findPackagesByTracking(db: Executor, trackingNo: string) {
  return db
    .select({
      code: packages.code,
      type: packages.type,
      status: packages.status,
      createdAt: packages.createdAt,
      owner: ownerColumns,
    })
    .from(packages)
    .leftJoin(members, eq(members.id, packages.memberId))
    .where(carrying(trackingNo))
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(LOOKUP_LIMIT);
}

/**
 * Serialises the receives of one tracking number until the transaction ends (a PostgreSQL advisory lock on its
 * hash): 'is it already on a package?' and the new package are then one step, so of two staff receiving the same
 * parcel at once the second sees the first's package. Taken before any row lock, in every intake.
 */
export async function lockTrackingNumber(tx: Transaction, trackingNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`intake:${trackingNo}`}))`);
}

/** The codes of the packages that carry a tracking number, newest first. */
export async function listPackageCodesByTracking(db: Executor, trackingNo: string): Promise<string[]> {
  const rows = await db
    .select({ code: packages.code })
    .from(packages)
    .where(carrying(trackingNo))
    .orderBy(desc(packages.createdAt), desc(packages.id));
  return rows.map((row) => row.code);
}

/** The package an incoming was received as, if any. */
export async function findIncomingPackageCode(db: Executor, requestId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: packages.code })
    .from(packages)
    .where(eq(packages.incomingRequestId, requestId))
    .limit(1);
  return row?.code;
}

/** A member by their code (the desk's 'a member by code' destination). */
export async function findMemberByCode(
  db: Executor,
  code: string,
): Promise<(OwnerRow & { id: number }) | undefined> {
  const [row] = await db
    .select({ id: members.id, ...ownerColumns })
    .from(members)
    .where(eq(members.code, code))
    .limit(1);
  return row;
}
