/** The box each shipping names (Drizzle only). */
import type { Database, Transaction } from '@fanship/db/client';
import { packageLineage, packages, requestPackages } from '@fanship/db/warehouse-schema';
import { and, eq, inArray } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The box each shipping request names (its TARGET link), by request id. */
export async function shippingBoxes(db: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return new Map<number, typeof packages.$inferSelect>();
  const rows = await db
    .select({ requestId: requestPackages.requestId, pkg: packages })
    .from(requestPackages)
    .innerJoin(packages, eq(packages.id, requestPackages.packageId))
    .where(and(inArray(requestPackages.requestId, [...requestIds]), eq(requestPackages.role, 'TARGET')));
  return new Map(rows.map((row) => [row.requestId, row.pkg]));
}

/** The F box a repacked box was made from (its lineage parent of type F), if any. */
export async function parentBoxOf(
  db: Executor,
  childPackageId: number,
): Promise<{ id: number; sourceRequestId: number | null } | undefined> {
  const [parent] = await db
    .select({ id: packages.id, sourceRequestId: packages.sourceRequestId })
    .from(packageLineage)
    .innerJoin(packages, eq(packages.id, packageLineage.parentPackageId))
    .where(and(eq(packageLineage.childPackageId, childPackageId), eq(packages.type, 'F')));
  return parent;
}
