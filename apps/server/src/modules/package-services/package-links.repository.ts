/**
 * The package services' rows (Drizzle only): the links between a request and the packages it names or made
 * (`request_packages`), the lineage of made packages (`package_lineage`) and the fee lines a request wrote.
 */
import type { Database, Transaction } from '@fanship/db/client';
import { feeLines } from '@fanship/db/payment-schema';
import { memberFiles, requests } from '@fanship/db/request-schema';
import {
  packageFiles,
  packageItems,
  packageLineage,
  packages,
  requestPackages,
} from '@fanship/db/warehouse-schema';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';

type Executor = Database | Transaction;

export type PackageRole = 'TARGET' | 'RESOURCE' | 'RESULT';

/** A request's link to a package, with the package. */
export type LinkedPackage = {
  requestId: number;
  role: PackageRole;
  position: number;
  releasedAt: Date | null;
  pkg: typeof packages.$inferSelect;
};

/** The packages the requests name or made, by role and position. */
export async function listLinkedPackages(
  db: Executor,
  requestIds: readonly number[],
): Promise<LinkedPackage[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .select({ link: requestPackages, pkg: packages })
    .from(requestPackages)
    .innerJoin(packages, eq(packages.id, requestPackages.packageId))
    .where(inArray(requestPackages.requestId, [...requestIds]))
    .orderBy(asc(requestPackages.role), asc(requestPackages.position), asc(packages.id));
  return rows.map(({ link, pkg }) => ({
    requestId: link.requestId,
    role: link.role as PackageRole,
    position: link.position,
    releasedAt: link.releasedAt,
    pkg,
  }));
}

/** Links packages to a request in one role, in the given order (or at the given positions). */
export async function insertLinks(
  tx: Transaction,
  requestId: number,
  role: PackageRole,
  packageIds: readonly number[],
  now: Date,
  positions?: readonly number[],
): Promise<void> {
  if (packageIds.length === 0) return;
  await tx.insert(requestPackages).values(
    packageIds.map((packageId, index) => ({
      requestId,
      packageId,
      role,
      position: positions?.[index] ?? index,
      createdAt: now,
    })),
  );
}

/** Moves a request's link to a package to `position` (an edit named its packages in another order). */
export async function moveLink(tx: Transaction, requestId: number, packageId: number, position: number) {
  await tx
    .update(requestPackages)
    .set({ position })
    .where(and(eq(requestPackages.requestId, requestId), eq(requestPackages.packageId, packageId)));
}

/** Forgets links an edit replaced (the package was never worked on). */
export async function deleteLinks(tx: Transaction, requestId: number, packageIds: readonly number[]) {
  if (packageIds.length === 0) return;
  await tx
    .delete(requestPackages)
    .where(
      and(eq(requestPackages.requestId, requestId), inArray(requestPackages.packageId, [...packageIds])),
    );
}

/** Marks the request's held (non-result) links released: cancelled, or the packages consumed. */
export async function releaseLinks(tx: Transaction, requestId: number, now: Date): Promise<void> {
  await tx
    .update(requestPackages)
    .set({ releasedAt: now })
    .where(
      and(
        eq(requestPackages.requestId, requestId),
        ne(requestPackages.role, 'RESULT'),
        isNull(requestPackages.releasedAt),
      ),
    );
}

/**
 * The packages a request made start a new free storage period now (the default free days): a package service's
 * results count storage from the request's completion.
 */
export async function restartResultStorage(tx: Transaction, requestId: number, now: Date): Promise<void> {
  const made = tx
    .select({ id: requestPackages.packageId })
    .from(requestPackages)
    .where(and(eq(requestPackages.requestId, requestId), eq(requestPackages.role, 'RESULT')));
  await tx
    .update(packages)
    .set({ storageStartedAt: now, storageEndedAt: null, freeStorageDays: null, updatedAt: now })
    .where(inArray(packages.id, made));
}

/** Records which packages a new package was made from, and by which request. */
export async function insertLineage(
  tx: Transaction,
  requestId: number,
  childIds: readonly number[],
  parentIds: readonly number[],
  now: Date,
): Promise<void> {
  const rows = childIds.flatMap((childPackageId) =>
    parentIds.map((parentPackageId) => ({ childPackageId, parentPackageId, requestId, createdAt: now })),
  );
  if (rows.length > 0) await tx.insert(packageLineage).values(rows);
}

/** A fee line a request writes on a package it made (`kind` is the spec's subType). */
export type NewServiceFee = { packageId: number; subType: string; name: string; amountKrw: number };

export async function insertServiceFees(
  tx: Transaction,
  originCode: string,
  fees: readonly NewServiceFee[],
  now: Date,
): Promise<void> {
  if (fees.length === 0) return;
  await tx.insert(feeLines).values(
    fees.map((fee) => ({
      packageId: fee.packageId,
      targetRequestId: null,
      originCode,
      kind: fee.subType,
      name: fee.name,
      amountKrw: fee.amountKrw,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Cancels the unpaid fee lines a request wrote (by its code: never the fees other services accrued on the same
 * packages); answers the open orders that held any of them.
 */
export async function cancelServiceFees(tx: Transaction, originCode: string, now: Date): Promise<number[]> {
  const cancelled = await tx
    .update(feeLines)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(feeLines.originCode, originCode), eq(feeLines.status, 'UNPAID')))
    .returning({ orderRequestId: feeLines.orderRequestId });
  return [...new Set(cancelled.flatMap((line) => (line.orderRequestId ? [line.orderRequestId] : [])))];
}

/** The fee lines the requests wrote, by code, with the package each accrued on. */
export function listServiceFees(db: Executor, originCodes: readonly string[]) {
  if (originCodes.length === 0) return Promise.resolve([]);
  return db
    .select({
      originCode: feeLines.originCode,
      subType: feeLines.kind,
      name: feeLines.name,
      amount: feeLines.amountKrw,
      status: feeLines.status,
      packageCode: packages.code,
    })
    .from(feeLines)
    .innerJoin(packages, eq(packages.id, feeLines.packageId))
    .where(inArray(feeLines.originCode, [...originCodes]))
    .orderBy(asc(feeLines.id));
}

/** How many items a package holds, and the first one's name (the staff page's line). */
export async function itemSummary(db: Executor, packageId: number) {
  const items = await db
    .select({ name: packageItems.name })
    .from(packageItems)
    .where(eq(packageItems.packageId, packageId))
    .orderBy(asc(packageItems.position), asc(packageItems.id));
  return { itemCount: items.length, firstItemName: items[0]?.name ?? null };
}

/** The videos staff filmed of the requests' work (on the packages they made), oldest first, by request. */
export function listServiceVideos(db: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ requestId: packageFiles.originRequestId, id: packageFiles.id, filename: memberFiles.filename })
    .from(packageFiles)
    .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
    .where(and(inArray(packageFiles.originRequestId, [...requestIds]), eq(packageFiles.kind, 'VIDEO')))
    .orderBy(asc(packageFiles.id));
}

/**
 * The other requests of `kinds` that name a package as their TARGET (held or not), oldest first: read under the
 * package's lock by a kind whose rule depends on them (repacking: once per box; shipping: one open per box).
 */
export function requestsTargeting(
  db: Executor,
  packageId: number,
  kinds: readonly string[],
  exceptRequestId: number,
) {
  return db
    .select({ kind: requests.kind, code: requests.code, status: requests.status })
    .from(requestPackages)
    .innerJoin(requests, eq(requests.id, requestPackages.requestId))
    .where(
      and(
        eq(requestPackages.packageId, packageId),
        eq(requestPackages.role, 'TARGET'),
        inArray(requests.kind, [...kinds]),
        ne(requests.id, exceptRequestId),
      ),
    )
    .orderBy(asc(requests.id));
}
