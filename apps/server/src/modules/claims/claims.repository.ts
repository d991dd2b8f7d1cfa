import type { Database, Transaction } from '@fanship/db/client';
import { memberFiles, requestHistory, requests } from '@fanship/db/request-schema';
import { packageClaimImages, packageClaims, packageFiles, packages } from '@fanship/db/warehouse-schema';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/sql-search.ts';
import { findRow } from '../../lib/table-rows.ts';
import { pagePackages } from '../packages/index.ts';

type Executor = Database | Transaction;

export type ClaimDetailsRow = typeof packageClaims.$inferSelect;

export async function insertClaimDetails(
  tx: Transaction,
  values: { requestId: number; trackingNo: string; receiverName: string; fileIds: number[] },
): Promise<void> {
  await tx.insert(packageClaims).values({
    requestId: values.requestId,
    trackingNo: values.trackingNo,
    receiverName: values.receiverName,
  });
  await tx
    .insert(packageClaimImages)
    .values(values.fileIds.map((fileId, position) => ({ requestId: values.requestId, fileId, position })));
}

/** The claims' own fields with the code of the package each was given (approved ones). */
export function listClaimDetails(
  db: Executor,
  requestIds: number[],
): Promise<(ClaimDetailsRow & { packageCode: string | null })[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: packageClaims.requestId,
      trackingNo: packageClaims.trackingNo,
      receiverName: packageClaims.receiverName,
      packageId: packageClaims.packageId,
      packageCode: packages.code,
    })
    .from(packageClaims)
    .leftJoin(packages, eq(packages.id, packageClaims.packageId))
    .where(inArray(packageClaims.requestId, requestIds));
}

/** What the claims in a status (pending ones) say the label reads, to count the pool parcels they may be for. */
export function listClaimLabelsIn(db: Executor, status: string) {
  return db
    .select({ trackingNo: packageClaims.trackingNo, receiverName: packageClaims.receiverName })
    .from(packageClaims)
    .innerJoin(requests, eq(requests.id, packageClaims.requestId))
    .where(and(eq(requests.kind, 'claim'), eq(requests.status, status)));
}

/** The claims' proof images, in order. */
export function listClaimImages(
  db: Executor,
  requestIds: number[],
): Promise<{ requestId: number; filename: string; tag: string }[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: packageClaimImages.requestId,
      filename: memberFiles.filename,
      tag: memberFiles.tag,
    })
    .from(packageClaimImages)
    .innerJoin(memberFiles, eq(memberFiles.id, packageClaimImages.fileId))
    .where(inArray(packageClaimImages.requestId, requestIds))
    .orderBy(asc(packageClaimImages.requestId), asc(packageClaimImages.position));
}

/** The reasons staff gave for rejecting claims (the history row of the move to `status`), by claim. */
export async function listMoveReasons(
  db: Executor,
  requestIds: number[],
  status: string,
): Promise<Map<number, string | null>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: requestHistory.requestId, reason: requestHistory.reason })
    .from(requestHistory)
    .where(and(inArray(requestHistory.requestId, requestIds), eq(requestHistory.toStatus, status)))
    .orderBy(asc(requestHistory.id));
  return new Map(rows.map((row) => [row.requestId, row.reason]));
}

export async function setClaimPackage(tx: Transaction, requestId: number, packageId: number): Promise<void> {
  await tx.update(packageClaims).set({ packageId }).where(eq(packageClaims.requestId, requestId));
}

/** A member's claim by its numeric id (another member's does not exist). */
export async function findOwnClaim(db: Executor, memberId: number, id: number) {
  return findRow(
    db,
    requests,
    and(eq(requests.id, id), eq(requests.kind, 'claim'), eq(requests.memberId, memberId)),
  );
}

export type PoolRow = typeof packages.$inferSelect;

const inPool = and(eq(packages.status, 'UNCLAIMED'), isNull(packages.memberId));

/** Escapes LIKE wildcards so a search matches the typed text literally. */
/** A page of the lost-and-found pool, newest first, searched by tracking number, receiver name or code. */
export async function listPool(
  db: Executor,
  query: { search?: string; offset: number; limit: number },
): Promise<{ rows: PoolRow[]; total: number }> {
  let search: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    // Tracking numbers are stored upper-case without separators: 'cj-1234' finds 'CJ1234'.
    const tracking = containsPattern(query.search.toUpperCase().replace(/[^A-Z0-9]/g, '') || query.search);
    search = or(
      ilike(packages.code, pattern),
      ilike(packages.trackingNo, tracking),
      ilike(packages.receiverName, pattern),
    );
  }
  const where = and(inPool, search);
  return pagePackages(db, where, query);
}

/** What the pool's parcels say on their labels, to match claims against (light: no other columns). */
export function listPoolLabels(
  db: Executor,
): Promise<{ id: number; trackingNo: string | null; receiverName: string | null }[]> {
  return db
    .select({ id: packages.id, trackingNo: packages.trackingNo, receiverName: packages.receiverName })
    .from(packages)
    .where(inPool)
    .orderBy(desc(packages.createdAt), desc(packages.id));
}

export function listPackagesByIds(db: Executor, ids: number[]): Promise<PoolRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(packages).where(inArray(packages.id, ids));
}

/** The photos of packages (IMAGE files), oldest first. */
export function listPackagePhotos(
  db: Executor,
  packageIds: number[],
): Promise<{ packageId: number; filename: string }[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ packageId: packageFiles.packageId, filename: memberFiles.filename })
    .from(packageFiles)
    .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
    .where(and(inArray(packageFiles.packageId, packageIds), eq(packageFiles.kind, 'IMAGE')))
    .orderBy(asc(packageFiles.id));
}
