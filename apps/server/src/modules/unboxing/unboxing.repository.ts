import type { Database, Transaction } from '@fanship/db/client';
import { feeLines } from '@fanship/db/payment-schema';
import { memberFiles, requests } from '@fanship/db/request-schema';
import { packageFiles, packages, unboxingRequests } from '@fanship/db/warehouse-schema';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type UnboxingRow = typeof unboxingRequests.$inferSelect;
export type UnboxingFeeRow = { name: string; amountKrw: number; status: string };
export type PackageVideoRow = {
  filename: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
};

/** The fee kind of an unboxing's lines on its package. */
export const UNBOXING_FEE_KIND = 'UNBOXING';

export async function insertUnboxing(tx: Transaction, values: typeof unboxingRequests.$inferInsert) {
  await tx.insert(unboxingRequests).values(values);
}

export async function findUnboxing(db: Executor, requestId: number): Promise<UnboxingRow | undefined> {
  return findRow(db, unboxingRequests, eq(unboxingRequests.requestId, requestId));
}

/** The package's newest unboxing request (any status), with its request row. */
export async function findLatestUnboxing(db: Executor, packageId: number) {
  const [row] = await db
    .select({ request: requests, unboxing: unboxingRequests })
    .from(unboxingRequests)
    .innerJoin(requests, eq(requests.id, unboxingRequests.requestId))
    .where(eq(unboxingRequests.packageId, packageId))
    .orderBy(desc(requests.id))
    .limit(1);
  return row;
}

/** The unboxings of queue rows with their packages' codes and weights. */
export function listUnboxingsWithPackages(db: Executor, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: unboxingRequests.requestId,
      priority: unboxingRequests.priority,
      free: unboxingRequests.free,
      feeKrw: unboxingRequests.feeKrw,
      packageCode: packages.code,
      weightGrams: packages.weightGrams,
    })
    .from(unboxingRequests)
    .innerJoin(packages, eq(packages.id, unboxingRequests.packageId))
    .where(inArray(unboxingRequests.requestId, requestIds));
}

/** Writes an unboxing's fees on its package: waiting for the shipping request of the box that carries it. */
export async function insertPackageFees(
  tx: Transaction,
  packageId: number,
  originCode: string,
  lines: { name: string; amountKrw: number }[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(feeLines).values(
    lines.map((line) => ({
      packageId,
      targetRequestId: null,
      originCode,
      kind: UNBOXING_FEE_KIND,
      name: line.name,
      amountKrw: line.amountKrw,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Cancels an unboxing's unpaid fees; answers the open orders that held any of them. */
export async function cancelPackageFees(
  tx: Transaction,
  packageId: number,
  originCode: string,
  now: Date,
): Promise<number[]> {
  const cancelled = await tx
    .update(feeLines)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(
      and(
        eq(feeLines.packageId, packageId),
        eq(feeLines.originCode, originCode),
        eq(feeLines.kind, UNBOXING_FEE_KIND),
        eq(feeLines.status, 'UNPAID'),
      ),
    )
    .returning({ orderRequestId: feeLines.orderRequestId });
  return [...new Set(cancelled.flatMap((line) => (line.orderRequestId ? [line.orderRequestId] : [])))];
}

export function listPackageFees(
  db: Executor,
  packageId: number,
  originCode: string,
): Promise<UnboxingFeeRow[]> {
  return db
    .select({ name: feeLines.name, amountKrw: feeLines.amountKrw, status: feeLines.status })
    .from(feeLines)
    .where(
      and(
        eq(feeLines.packageId, packageId),
        eq(feeLines.originCode, originCode),
        eq(feeLines.kind, UNBOXING_FEE_KIND),
      ),
    )
    .orderBy(asc(feeLines.id));
}

/** The videos an unboxing request added to its package, oldest first. */
export function listRequestVideos(db: Executor, requestId: number): Promise<PackageVideoRow[]> {
  return db
    .select({
      filename: memberFiles.filename,
      contentType: memberFiles.contentType,
      sizeBytes: memberFiles.sizeBytes,
      createdAt: packageFiles.createdAt,
    })
    .from(packageFiles)
    .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
    .where(and(eq(packageFiles.originRequestId, requestId), eq(packageFiles.kind, 'VIDEO')))
    .orderBy(asc(packageFiles.id));
}

export async function countPackageVideos(db: Executor, packageId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(packageFiles)
    .where(and(eq(packageFiles.packageId, packageId), eq(packageFiles.kind, 'VIDEO')));
  return row?.value ?? 0;
}
