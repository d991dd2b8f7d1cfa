import type { Database, Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import { packageFiles, packageHistory, packageItems, packages } from '@fanship/db/warehouse-schema';
import { DEFAULT_FREE_STORAGE_DAYS } from '@fanship/domain/pricing/service-fees';
import {
  STAFF_PACKAGE_PAGE_SIZE,
  type StaffPackageSearch,
  type StaffPackageSortKey,
} from '@fanship/domain/warehouse/intake';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, memberMatches } from '../../lib/sql-search.ts';

type Executor = Database | Transaction;

const ownerColumns = {
  code: members.code,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
};

/** What each sort key orders by; storage: the day free storage ends (uncounted storage last either way). */
const sortColumns: Record<StaffPackageSortKey, SQL | AnyColumn> = {
  received: packages.createdAt,
  code: packages.code,
  status: packages.status,
  member: sql`${members.lastName} || ' ' || ${members.firstName}`,
  storage: sql`${packages.storageStartedAt} + coalesce(${packages.freeStorageDays}, ${DEFAULT_FREE_STORAGE_DAYS}) * interval '1 day'`,
  weight: packages.weightGrams,
};

function orderOf(sort: StaffPackageSearch['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[(descending ? sort.slice(1) : sort) as StaffPackageSortKey];
  const nullsLast = sql`${descending ? sql`desc` : sql`asc`} nulls last`;
  return [sql`${column} ${nullsLast}`, descending ? desc(packages.id) : asc(packages.id)];
}

/**
 * Staff's package search, newest first unless sorted otherwise: by package code, tracking number, member ID, email or name, status and type;
 * pool parcels (no member) included.
 */
export async function searchPackages(db: Executor, query: StaffPackageSearch) {
  let search: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    search = or(ilike(packages.code, pattern), ilike(packages.trackingNo, pattern), memberMatches(pattern));
  }
  const where = and(
    query.status ? eq(packages.status, query.status) : undefined,
    query.type ? eq(packages.type, query.type) : undefined,
    search,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: packages.id,
        code: packages.code,
        type: packages.type,
        status: packages.status,
        trackingNo: packages.trackingNo,
        receiverName: packages.receiverName,
        weightGrams: packages.weightGrams,
        createdAt: packages.createdAt,
        storageStartedAt: packages.storageStartedAt,
        storageEndedAt: packages.storageEndedAt,
        freeStorageDays: packages.freeStorageDays,
        owner: ownerColumns,
      })
      .from(packages)
      .leftJoin(members, eq(members.id, packages.memberId))
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(STAFF_PACKAGE_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PACKAGE_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(packages)
      .leftJoin(members, eq(members.id, packages.memberId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The item names of some packages, in their order. */
export function listItemNames(db: Executor, packageIds: readonly number[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ packageId: packageItems.packageId, name: packageItems.name })
    .from(packageItems)
    .where(inArray(packageItems.packageId, [...packageIds]))
    .orderBy(asc(packageItems.packageId), asc(packageItems.position));
}

export function listItems(db: Executor, packageId: number) {
  return db
    .select({
      id: packageItems.id,
      name: packageItems.name,
      categoryCode: packageItems.categoryCode,
      unitPriceKrw: packageItems.unitPriceKrw,
      quantity: packageItems.quantity,
      memberNote: packageItems.memberNote,
    })
    .from(packageItems)
    .where(eq(packageItems.packageId, packageId))
    .orderBy(asc(packageItems.position), asc(packageItems.id));
}

/** How many photos a package has. */
export async function countImages(db: Executor, packageId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(packageFiles)
    .where(and(eq(packageFiles.packageId, packageId), eq(packageFiles.kind, 'IMAGE')));
  return row?.total ?? 0;
}

/** A package's timeline, oldest first, with who acted. */
export function listHistory(db: Executor, packageId: number) {
  return db
    .select({
      event: packageHistory.event,
      fromStatus: packageHistory.fromStatus,
      toStatus: packageHistory.toStatus,
      actor: packageHistory.actor,
      note: packageHistory.note,
      createdAt: packageHistory.createdAt,
      actorMember: ownerColumns,
    })
    .from(packageHistory)
    .leftJoin(members, eq(members.id, packageHistory.actorMemberId))
    .where(eq(packageHistory.packageId, packageId))
    .orderBy(asc(packageHistory.id));
}

/** The owner of a package (none for the pool). */
export async function findOwner(db: Executor, memberId: number | null) {
  if (memberId === null) return undefined;
  const [row] = await db.select(ownerColumns).from(members).where(eq(members.id, memberId)).limit(1);
  return row;
}

/** A request's record code by id. */
export async function requestCode(db: Executor, requestId: number | null): Promise<string | null> {
  if (requestId === null) return null;
  const [row] = await db
    .select({ code: requests.code })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row?.code ?? null;
}
