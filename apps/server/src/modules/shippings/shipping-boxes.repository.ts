/** Which requests a shipping's box is named by (Drizzle only): the box of each shipping, the shippings of a box. */
import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { shippingMachine } from '@fanship/domain/requests/status-machines';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

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

/** The other shipping requests that name a box (read under the box's lock), with their statuses. */
export function shippingsOfBox(tx: Executor, boxId: number, exceptRequestId: number) {
  return tx
    .select({ code: requests.code, status: requests.status })
    .from(requestPackages)
    .innerJoin(requests, eq(requests.id, requestPackages.requestId))
    .where(
      and(
        eq(requestPackages.packageId, boxId),
        eq(requestPackages.role, 'TARGET'),
        eq(requests.kind, shippingMachine.kind),
        ne(requests.id, exceptRequestId),
      ),
    )
    .orderBy(asc(requests.id));
}
