/**
 * Where a package came from: the packages it was made from (`package_lineage`, written by the package services: a
 * split's new packages name the original), each with its items, their value and the fees that accrued on it, as
 * `parentPackages` of the member's package page.
 */
import type { Database } from '@fanship/db/client';
import { feeLines } from '@fanship/db/payment-schema';
import { packageLineage, packages } from '@fanship/db/warehouse-schema';
import type { ParentPackage } from '@fanship/domain/warehouse/package-services';
import type { PackageItem } from '@fanship/domain/warehouse/packages';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { listPackageItems, type PackageItemRow } from './packages.repository.ts';

export function toItem(row: PackageItemRow): PackageItem {
  return {
    id: row.id,
    name: row.name,
    category: row.categoryCode,
    unitPrice: row.unitPriceKrw,
    quantity: row.quantity,
    memberNote: row.memberNote,
  };
}

/** The declared value of items: unit price × quantity, in won. */
export const itemValueKrw = (items: readonly PackageItemRow[]) =>
  items.reduce((sum, item) => sum + item.unitPriceKrw * item.quantity, 0);

/** The packages `packageId` was made from, oldest first, with their items and their fees that still stand. */
export async function parentPackagesOf(db: Database, packageId: number): Promise<ParentPackage[]> {
  const parents = await db
    .select({ id: packages.id, code: packages.code })
    .from(packageLineage)
    .innerJoin(packages, eq(packages.id, packageLineage.parentPackageId))
    .where(eq(packageLineage.childPackageId, packageId))
    .orderBy(asc(packages.id));
  if (parents.length === 0) return [];
  const ids = parents.map((parent) => parent.id);
  const [items, fees] = await Promise.all([
    listPackageItems(db, ids),
    db
      .select({
        packageId: feeLines.packageId,
        subType: feeLines.kind,
        name: feeLines.name,
        amount: feeLines.amountKrw,
      })
      .from(feeLines)
      .where(and(inArray(feeLines.packageId, ids), ne(feeLines.status, 'CANCELLED')))
      .orderBy(asc(feeLines.id)),
  ]);
  return parents.map((parent) => {
    const own = items.filter((item) => item.packageId === parent.id);
    return {
      code: parent.code,
      items: own.map(toItem),
      itemValue: itemValueKrw(own),
      fees: fees
        .filter((fee) => fee.packageId === parent.id)
        .map(({ subType, name, amount }) => ({ subType, name, amount })),
    };
  });
}
