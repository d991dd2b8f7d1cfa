/**
 * Reads and writes of the member's packages (Drizzle only). Every member read is scoped by `memberPackages`: the
 * member's own packages, never a pool (UNCLAIMED) parcel.
 */
import type { Database, Transaction } from '@fanship/db/client';
import { feeLines } from '@fanship/db/payment-schema';
import { memberFiles, requests } from '@fanship/db/request-schema';
import { packageFiles, packageHistory, packageItems, packages } from '@fanship/db/warehouse-schema';
import { goneStatuses, type PackageType } from '@fanship/domain/warehouse/package-statuses';
import type { PackageItemValues } from '@fanship/domain/warehouse/packages';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  max,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { containsText } from '../../lib/sql-search.ts';
import type { PackageRow } from './package-records.ts';

type Executor = Database | Transaction;

/** The member's own packages: a pool parcel is nobody's until a claim gives it away. */
function memberPackages(memberId: number): SQL {
  return and(eq(packages.memberId, memberId), ne(packages.status, 'UNCLAIMED')) as SQL;
}

/** A page of the member's packages, newest first, and how many there are. */
export async function listMemberPackages(
  db: Executor,
  query: {
    memberId: number;
    type?: PackageType;
    showOnlyExisting: boolean;
    code?: string;
    trackingNo?: string;
    offset: number;
    limit: number;
  },
): Promise<{ rows: PackageRow[]; total: number }> {
  const where = and(
    memberPackages(query.memberId),
    query.type ? eq(packages.type, query.type) : undefined,
    query.showOnlyExisting ? notInArray(packages.status, [...goneStatuses]) : undefined,
    query.code ? containsText(packages.code, query.code) : undefined,
    query.trackingNo ? containsText(packages.trackingNo, query.trackingNo) : undefined,
  );
  return pagePackages(db, where, query);
}

/** A page of the packages `where` selects, newest first, and how many there are. */
export async function pagePackages(
  db: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: PackageRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(packages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type PackageItemRow = typeof packageItems.$inferSelect;

/** The items of some packages, in order. */
export function listPackageItems(db: Executor, packageIds: number[]): Promise<PackageItemRow[]> {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packageItems)
    .where(inArray(packageItems.packageId, packageIds))
    .orderBy(asc(packageItems.packageId), asc(packageItems.position), asc(packageItems.id));
}

/** A package's photos and videos, oldest first, by the private file's name. */
export function listPackageFiles(db: Executor, packageId: number) {
  return db
    .select({ id: packageFiles.id, kind: packageFiles.kind, filename: memberFiles.filename })
    .from(packageFiles)
    .innerJoin(memberFiles, eq(memberFiles.id, packageFiles.fileId))
    .where(eq(packageFiles.packageId, packageId))
    .orderBy(asc(packageFiles.id));
}

/** The fees that accrued on a package, oldest first. */
export function listPackageFees(db: Executor, packageId: number) {
  return db
    .select({
      id: feeLines.id,
      name: feeLines.name,
      amountKrw: feeLines.amountKrw,
      status: feeLines.status,
      originCode: feeLines.originCode,
    })
    .from(feeLines)
    .where(eq(feeLines.packageId, packageId))
    .orderBy(asc(feeLines.id));
}

/** A package's history, oldest first. */
export function listPackageHistory(db: Executor, packageId: number) {
  return db
    .select()
    .from(packageHistory)
    .where(eq(packageHistory.packageId, packageId))
    .orderBy(asc(packageHistory.id));
}

/** The code and kind of a request (the package's source). */
export async function findRequestCode(
  db: Executor,
  requestId: number,
): Promise<{ code: string; kind: string } | undefined> {
  const [row] = await db
    .select({ code: requests.code, kind: requests.kind })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}

export async function updatePackageNote(
  tx: Transaction,
  packageId: number,
  memberNote: string | null,
  now: Date,
): Promise<void> {
  await tx.update(packages).set({ memberNote, updatedAt: now }).where(eq(packages.id, packageId));
}

/** Adds items after the package's last one. */
export async function insertPackageItems(
  tx: Transaction,
  packageId: number,
  items: readonly PackageItemValues[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const [last] = await tx
    .select({ position: max(packageItems.position) })
    .from(packageItems)
    .where(eq(packageItems.packageId, packageId));
  const start = (last?.position ?? -1) + 1;
  await tx.insert(packageItems).values(
    items.map((item, index) => ({
      packageId,
      position: start + index,
      name: item.name,
      categoryCode: item.category,
      unitPriceKrw: item.unitPrice,
      quantity: item.quantity,
      memberNote: item.memberNote,
      createdAt: now,
    })),
  );
}

/** Changes one of the package's items; false when the package has no such item. */
export async function updatePackageItem(
  tx: Transaction,
  packageId: number,
  itemId: number,
  item: PackageItemValues,
): Promise<boolean> {
  const rows = await tx
    .update(packageItems)
    .set({
      name: item.name,
      categoryCode: item.category,
      unitPriceKrw: item.unitPrice,
      quantity: item.quantity,
      memberNote: item.memberNote,
    })
    .where(and(eq(packageItems.id, itemId), eq(packageItems.packageId, packageId)))
    .returning({ id: packageItems.id });
  return rows.length === 1;
}

/** Deletes some of the package's items; answers how many it deleted. */
export async function deletePackageItems(
  tx: Transaction,
  packageId: number,
  itemIds: readonly number[],
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await tx
    .delete(packageItems)
    .where(and(eq(packageItems.packageId, packageId), inArray(packageItems.id, [...itemIds])))
    .returning({ id: packageItems.id });
  return rows.length;
}

export async function countPackageItems(db: Executor, packageId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(packageItems)
    .where(eq(packageItems.packageId, packageId));
  return row?.total ?? 0;
}

export type ExportRow = Pick<
  PackageRow,
  'id' | 'code' | 'name' | 'type' | 'status' | 'trackingNo' | 'weightGrams' | 'createdAt'
> & { items: { name: string; quantity: number }[]; totalValueKrw: number };

/**
 * One page of the member's packages to export, oldest first after `afterId` (keyset: each page starts where the
 * last ended, so a large export reads page by page and never holds every row), each with its items and value.
 */
export async function exportPage(
  db: Executor,
  query: { memberId: number; type?: PackageType; from?: Date; until?: Date; afterId: number; limit: number },
): Promise<ExportRow[]> {
  const rows = await db
    .select({
      id: packages.id,
      code: packages.code,
      name: packages.name,
      type: packages.type,
      status: packages.status,
      trackingNo: packages.trackingNo,
      weightGrams: packages.weightGrams,
      createdAt: packages.createdAt,
    })
    .from(packages)
    .where(
      and(
        memberPackages(query.memberId),
        gt(packages.id, query.afterId),
        query.type ? eq(packages.type, query.type) : undefined,
        query.from ? gte(packages.createdAt, query.from) : undefined,
        query.until ? lt(packages.createdAt, query.until) : undefined,
      ),
    )
    .orderBy(asc(packages.id))
    .limit(query.limit);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      packageId: packageItems.packageId,
      name: packageItems.name,
      quantity: packageItems.quantity,
      valueKrw: sql<number>`${packageItems.unitPriceKrw}::bigint * ${packageItems.quantity}`.mapWith(Number),
    })
    .from(packageItems)
    .where(
      inArray(
        packageItems.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packageItems.packageId), asc(packageItems.position), asc(packageItems.id));
  const byPackage = new Map<number, typeof items>();
  for (const item of items) {
    const list = byPackage.get(item.packageId);
    if (list) list.push(item);
    else byPackage.set(item.packageId, [item]);
  }
  return rows.map((row) => {
    const own = byPackage.get(row.id) ?? [];
    return {
      ...row,
      items: own.map(({ name, quantity }) => ({ name, quantity })),
      totalValueKrw: own.reduce((sum, item) => sum + item.valueKrw, 0),
    };
  });
}
