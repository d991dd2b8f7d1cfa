import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import { packageHistory, packages, requestPackages } from '@fanship/db/warehouse-schema';
import { and, count, desc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The most parcels the shift view lists (a desk receives a few hundred a day; the count is always whole). */
const SHIFT_LIMIT = 500;

/**
 * The packages a worker received at the desk: a parcel with a tracking number (R for a member, L for the pool)
 * whose creation row is theirs; a receive undone (VOIDED) no longer counts.
 */
function receivedBy(staffMemberId: number, since?: Date): SQL {
  return and(
    eq(packageHistory.event, 'CREATED'),
    eq(packageHistory.actor, 'staff'),
    eq(packageHistory.actorMemberId, staffMemberId),
    inArray(packages.type, ['R', 'L']),
    isNotNull(packages.trackingNo),
    ne(packages.status, 'VOIDED'),
    since ? gte(packages.createdAt, since) : undefined,
  ) as SQL;
}

const createdRow = and(eq(packageHistory.packageId, packages.id), eq(packageHistory.event, 'CREATED'));

/** A worker's receives since `since`, newest first, with their member and incoming, and how many there are. */
export async function listShiftParcels(db: Executor, staffMemberId: number, since: Date) {
  const where = receivedBy(staffMemberId, since);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: packages.code,
        trackingNo: packages.trackingNo,
        status: packages.status,
        createdAt: packages.createdAt,
        incomingCode: requests.code,
        member: {
          code: members.code,
          firstName: members.firstName,
          lastName: members.lastName,
          countryCode: members.countryCode,
        },
      })
      .from(packages)
      .innerJoin(packageHistory, createdRow)
      .leftJoin(members, eq(members.id, packages.memberId))
      .leftJoin(requests, eq(requests.id, packages.incomingRequestId))
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .limit(SHIFT_LIMIT),
    db.select({ value: count() }).from(packages).innerJoin(packageHistory, createdRow).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The id of a worker's newest receive, if any. */
export async function latestReceiveOf(db: Executor, staffMemberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(packageHistory, createdRow)
    .where(receivedBy(staffMemberId))
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(1);
  return row?.id;
}

/**
 * What the undo reads of a package besides its row: its creation row (who made it, in which status), how many
 * history rows it has, and whether a request holds or held it.
 */
export async function receiveTrail(tx: Transaction, packageId: number) {
  const [history, [held]] = await Promise.all([
    tx
      .select({
        event: packageHistory.event,
        actor: packageHistory.actor,
        actorMemberId: packageHistory.actorMemberId,
        toStatus: packageHistory.toStatus,
      })
      .from(packageHistory)
      .where(eq(packageHistory.packageId, packageId))
      .orderBy(packageHistory.id),
    tx
      .select({ value: sql<boolean>`true` })
      .from(requestPackages)
      .where(eq(requestPackages.packageId, packageId))
      .limit(1),
  ]);
  const [created] = history;
  return {
    created: created?.event === 'CREATED' ? created : undefined,
    events: history.length,
    held: !!held,
  };
}
