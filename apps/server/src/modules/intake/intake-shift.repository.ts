import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import { packageHistory, packages, requestPackages } from '@fanship/db/warehouse-schema';
import { and, count, desc, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The most parcels the shift view lists (a desk receives a few hundred a day; the count is always whole). */
const SHIFT_LIMIT = 500;

/**
 * A receipt at the desk: the creation of a parcel with a tracking number (R for a member, L for the pool), or the
 * move of an expected package (an OFM's result, decision 027) from AWAITING_RECEIPT to ARRIVED, its newest such
 * move. A receive undone (VOIDED, or expected again) no longer counts.
 */
const isReceipt = sql`(
  (${packageHistory.event} = 'CREATED' and ${packages.type} in ('R', 'L') and ${packages.trackingNo} is not null)
  or (${packageHistory.event} = 'STATUS' and ${packageHistory.fromStatus} = 'AWAITING_RECEIPT'
    and ${packageHistory.toStatus} = 'ARRIVED'
    and not exists (select 1 from package_history later where later.package_id = ${packageHistory.packageId}
      and later.to_status = 'AWAITING_RECEIPT' and later.id > ${packageHistory.id}))
)`;

/** The receipts a worker made at the desk (see `isReceipt`), since `since`. */
function receivedBy(staffMemberId: number, since?: Date): SQL {
  return and(
    isReceipt,
    eq(packageHistory.actor, 'staff'),
    eq(packageHistory.actorMemberId, staffMemberId),
    notInArray(packages.status, ['VOIDED', 'AWAITING_RECEIPT']),
    since ? gte(packageHistory.createdAt, since) : undefined,
  ) as SQL;
}

const receiptRow = eq(packageHistory.packageId, packages.id);

/** A worker's receives since `since`, newest first, with their member and incoming, and how many there are. */
export async function listShiftParcels(db: Executor, staffMemberId: number, since: Date) {
  const where = receivedBy(staffMemberId, since);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: packages.code,
        trackingNo: packages.trackingNo,
        status: packages.status,
        type: packages.type,
        createdAt: packageHistory.createdAt,
        incomingCode: requests.code,
        member: {
          code: members.code,
          firstName: members.firstName,
          lastName: members.lastName,
          countryCode: members.countryCode,
        },
      })
      .from(packages)
      .innerJoin(packageHistory, receiptRow)
      .leftJoin(members, eq(members.id, packages.memberId))
      .leftJoin(requests, eq(requests.id, packages.incomingRequestId))
      .where(where)
      .orderBy(desc(packageHistory.createdAt), desc(packageHistory.id))
      .limit(SHIFT_LIMIT),
    db.select({ value: count() }).from(packages).innerJoin(packageHistory, receiptRow).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The id of the package of a worker's newest receive, if any. */
export async function latestReceiveOf(db: Executor, staffMemberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(packageHistory, receiptRow)
    .where(receivedBy(staffMemberId))
    .orderBy(desc(packageHistory.createdAt), desc(packageHistory.id))
    .limit(1);
  return row?.id;
}

/**
 * What the undo reads of a package besides its row: its receipt (the creation row of a parcel, or the last row of
 * an expected package when it is its move to ARRIVED), how many history rows came after it, and whether a request
 * holds or held it.
 */
function isExpectedReceipt(
  row: { event: string; fromStatus: string | null; toStatus: string | null } | undefined,
) {
  return row?.event === 'STATUS' && row.fromStatus === 'AWAITING_RECEIPT' && row.toStatus === 'ARRIVED';
}

export async function receiveTrail(tx: Transaction, packageId: number) {
  const [history, [held]] = await Promise.all([
    tx
      .select({
        event: packageHistory.event,
        actor: packageHistory.actor,
        actorMemberId: packageHistory.actorMemberId,
        fromStatus: packageHistory.fromStatus,
        toStatus: packageHistory.toStatus,
        createdAt: packageHistory.createdAt,
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
  if (created?.event === 'CREATED' && created.toStatus === 'AWAITING_RECEIPT') {
    let index = history.length - 1;
    while (index >= 0 && !isExpectedReceipt(history[index])) index--;
    const receipt = history[index];
    return { receipt, expected: true, eventsAfter: history.length - 1 - index, held: !!held };
  }
  return {
    receipt: created?.event === 'CREATED' ? created : undefined,
    expected: false,
    eventsAfter: history.length - 1,
    held: !!held,
  };
}
