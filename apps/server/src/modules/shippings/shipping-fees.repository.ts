/**
 * What a shipping request reads and writes of its box (Drizzle only): the box's lineage (`package_lineage`, the
 * packages it was made from, all the way up), the fee lines accrued on them, the shipping's own carrier line, the
 * package fees it takes and lets go, and the storage count it ends once paid.
 */
import type { Database, Transaction } from '@fanship/db/client';
import { feeLines } from '@fanship/db/payment-schema';
import { packageLineage, packages } from '@fanship/db/warehouse-schema';
import { SHIPPING_FEE_KIND } from '@fanship/domain/pricing/shipping-invoice';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The kind of the storage lines the paying code writes when an order is made (a snapshot of the live count). */
export const STORAGE_FEE_KIND = 'STORAGE';

/** A package of a box's lineage, with its storage count, and the links from each package to its parents. */
export type LineageRow = Pick<
  typeof packages.$inferSelect,
  'id' | 'code' | 'storageStartedAt' | 'storageEndedAt' | 'freeStorageDays'
>;

/** The box and every package it was made from (through any number of services), and the parent links. */
export async function loadLineage(db: Executor, boxId: number) {
  const links: { child: number; parent: number }[] = [];
  const seen = new Set([boxId]);
  // Walked a generation at a time (a box is a few services deep at most).
  for (let frontier = [boxId]; frontier.length > 0; ) {
    const found = await db
      .select({ child: packageLineage.childPackageId, parent: packageLineage.parentPackageId })
      .from(packageLineage)
      .where(inArray(packageLineage.childPackageId, frontier))
      .orderBy(asc(packageLineage.childPackageId), asc(packageLineage.parentPackageId));
    links.push(...found);
    frontier = [...new Set(found.map((link) => link.parent))].filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  const ids = [...new Set([boxId, ...links.map((link) => link.parent)])];
  const { id, code, storageStartedAt, storageEndedAt, freeStorageDays } = getTableColumns(packages);
  const rows: LineageRow[] = await db
    .select({ id, code, storageStartedAt, storageEndedAt, freeStorageDays })
    .from(packages)
    .where(inArray(packages.id, ids))
    .orderBy(asc(packages.id));
  return { rows, links };
}

/** The packages made from these (their children), with their statuses. */
export function childStatuses(db: Executor, parentIds: readonly number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ parent: packageLineage.parentPackageId, id: packages.id, status: packages.status })
    .from(packageLineage)
    .innerJoin(packages, eq(packages.id, packageLineage.childPackageId))
    .where(inArray(packageLineage.parentPackageId, [...parentIds]));
}

/** The fee lines accrued on packages (any status, any target), oldest first. */
export function packageFeeLines(db: Executor, packageIds: readonly number[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(feeLines)
    .where(inArray(feeLines.packageId, [...packageIds]))
    .orderBy(asc(feeLines.id));
}

/** The fee lines targeted at shipping requests, with the package each accrued on, oldest first. */
export function targetedFeeLines(db: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: feeLines, packageCode: packages.code })
    .from(feeLines)
    .leftJoin(packages, eq(packages.id, feeLines.packageId))
    .where(inArray(feeLines.targetRequestId, [...requestIds]))
    .orderBy(asc(feeLines.id));
}

/** The shipping's own carrier line while unpaid. */
const unpaidCarrierOf = (requestId: number) =>
  and(
    eq(feeLines.targetRequestId, requestId),
    eq(feeLines.kind, SHIPPING_FEE_KIND),
    eq(feeLines.status, 'UNPAID'),
  );

/** Cancels the fee lines `where` selects; answers the open orders that held them. */
async function cancelLines(tx: Transaction, where: SQL | undefined, now: Date): Promise<number[]> {
  const cancelled = await tx
    .update(feeLines)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(where)
    .returning({ orderRequestId: feeLines.orderRequestId });
  return cancelled.flatMap((line) => (line.orderRequestId ? [line.orderRequestId] : []));
}

/** The shipping's own unpaid carrier line, if any. */
export async function unpaidCarrierLine(tx: Executor, requestId: number) {
  const [line] = await tx.select().from(feeLines).where(unpaidCarrierOf(requestId));
  return line;
}

/** Writes the shipping's carrier line on its box. */
export async function insertCarrierLine(
  tx: Transaction,
  line: { requestId: number; code: string; boxId: number; name: string; amountKrw: number },
  now: Date,
) {
  await tx.insert(feeLines).values({
    targetRequestId: line.requestId,
    packageId: line.boxId,
    originCode: line.code,
    kind: SHIPPING_FEE_KIND,
    name: line.name,
    amountKrw: line.amountKrw,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The shipping takes the unpaid fees accrued on its box's lineage that no request took yet (never its own carrier
 * line, nor another shipping's).
 */
export async function takePackageFees(
  tx: Transaction,
  requestId: number,
  packageIds: readonly number[],
  now: Date,
) {
  if (packageIds.length === 0) return;
  await tx
    .update(feeLines)
    .set({ targetRequestId: requestId, updatedAt: now })
    .where(
      and(
        inArray(feeLines.packageId, [...packageIds]),
        isNull(feeLines.targetRequestId),
        eq(feeLines.status, 'UNPAID'),
        notInArray(feeLines.kind, [SHIPPING_FEE_KIND, STORAGE_FEE_KIND]),
      ),
    );
}

/**
 * Lets go of the package fees the shipping took (still UNPAID, to be paid with another shipping: never cancelled),
 * and cancels the storage snapshots an order wrote for it (the count is live again). Answers the open orders that
 * held a cancelled snapshot.
 */
export async function releasePackageFees(tx: Transaction, requestId: number, now: Date): Promise<number[]> {
  const mine = and(eq(feeLines.targetRequestId, requestId), eq(feeLines.status, 'UNPAID'));
  await tx
    .update(feeLines)
    .set({ targetRequestId: null, updatedAt: now })
    .where(
      and(
        mine,
        isNotNull(feeLines.packageId),
        notInArray(feeLines.kind, [SHIPPING_FEE_KIND, STORAGE_FEE_KIND]),
      ),
    );
  return cancelLines(tx, and(mine, eq(feeLines.kind, STORAGE_FEE_KIND)), now);
}

/** Storage stops counting for the packages (a paid shipping's box and lineage): ended now, or where it ended. */
export async function endStorage(tx: Transaction, packageIds: readonly number[], now: Date) {
  if (packageIds.length === 0) return;
  await tx
    .update(packages)
    .set({ storageEndedAt: now, updatedAt: now })
    .where(
      and(
        inArray(packages.id, [...packageIds]),
        isNotNull(packages.storageStartedAt),
        isNull(packages.storageEndedAt),
      ),
    );
}

/** Cancels the shipping's unpaid carrier line (an edit re-prices it); answers the open orders that held it. */
export function cancelCarrierLine(tx: Transaction, requestId: number, now: Date): Promise<number[]> {
  return cancelLines(tx, unpaidCarrierOf(requestId), now);
}
