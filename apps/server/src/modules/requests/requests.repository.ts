import type { Database, Transaction } from '@fanship/db/client';
import { requestHistory, requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import type { StaffQueueSort } from '@fanship/domain/requests/request-contract';
import type { Actor } from '@fanship/domain/requests/status-machines';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, memberMatches } from '../../lib/sql-search.ts';
import { findRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type RequestRow = typeof requests.$inferSelect;

/** Writes a new request of a kind in its first status, with the history row of its creation. */
export async function insertRequest(
  tx: Transaction,
  values: {
    kind: string;
    code: string;
    memberId: number;
    status: string;
    actor: Actor;
    now: Date;
    body?: unknown;
  },
): Promise<RequestRow> {
  const [row] = await tx
    .insert(requests)
    .values({
      kind: values.kind,
      code: values.code,
      memberId: values.memberId,
      status: values.status,
      body: values.body ?? null,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('The request was not written');
  await tx.insert(requestHistory).values({
    requestId: row.id,
    fromStatus: null,
    toStatus: values.status,
    actor: values.actor,
    actorMemberId: values.actor === 'system' ? null : values.memberId,
    createdAt: values.now,
  });
  return row;
}

/** A request of a kind by its code; with `memberId`, only that member's. */
export async function findRequest(
  db: Executor,
  kind: string,
  code: string,
  memberId?: number,
): Promise<RequestRow | undefined> {
  return findRow(
    db,
    requests,
    and(
      eq(requests.kind, kind),
      eq(requests.code, code),
      memberId === undefined ? undefined : eq(requests.memberId, memberId),
    ),
  );
}

export async function findRequestById(db: Executor, id: number): Promise<RequestRow | undefined> {
  return findRow(db, requests, eq(requests.id, id));
}

/** Requests by id, in no particular order (none for no ids). */
export async function findRequestsByIds(db: Executor, ids: readonly number[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(requests)
    .where(inArray(requests.id, [...ids]));
}

/** Reads a request under its row lock, so its status cannot move until the transaction ends. */
export async function lockRequestRow(tx: Transaction, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  return row;
}

/** Replaces the body of a request kept on the scaffold (a kind with no table of its own). */
export async function updateRequestBody(tx: Transaction, requestId: number, body: unknown, now: Date) {
  await tx.update(requests).set({ body, updatedAt: now }).where(eq(requests.id, requestId));
}

export async function insertHistory(
  tx: Transaction,
  values: {
    requestId: number;
    fromStatus: string;
    toStatus: string;
    actor: Actor;
    actorMemberId: number | null;
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(requestHistory).values({
    requestId: values.requestId,
    fromStatus: values.fromStatus,
    toStatus: values.toStatus,
    actor: values.actor,
    actorMemberId: values.actorMemberId,
    reason: values.reason,
    createdAt: values.now,
  });
}

export type HistoryRow = {
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
  createdAt: Date;
};

/** A request's moves, oldest first. */
export function listHistory(db: Executor, requestId: number): Promise<HistoryRow[]> {
  return db
    .select({
      fromStatus: requestHistory.fromStatus,
      toStatus: requestHistory.toStatus,
      actor: requestHistory.actor,
      reason: requestHistory.reason,
      createdAt: requestHistory.createdAt,
    })
    .from(requestHistory)
    .where(eq(requestHistory.requestId, requestId))
    .orderBy(asc(requestHistory.id));
}

/** A page of a member's requests of one kind, newest first, and how many there are. */
export async function listMemberRequests(
  db: Executor,
  query: { kind: string; memberId: number; status?: string; offset: number; limit: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = and(
    eq(requests.kind, query.kind),
    eq(requests.memberId, query.memberId),
    query.status ? eq(requests.status, query.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(requests).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type QueueRow = RequestRow & {
  member: { code: string; firstName: string; lastName: string; email: string };
};

const queueSortColumns = {
  createdAt: [requests.createdAt, requests.id],
  code: [requests.code],
  status: [requests.status],
  member: [members.firstName, members.lastName],
} as const;

/**
 * The ORDER BY of a queue's sort, the newest request first among equals and the id last (a stable page); by amount,
 * the kind's expression (`amount`), rows with none last either way.
 */
function queueOrder(sort: StaffQueueSort, amount: SQL | undefined): SQL[] {
  const by = sort.direction === 'asc' ? asc : desc;
  const columns =
    sort.field === 'amount'
      ? [sql`${amount ?? sql`null`} ${sql.raw(sort.direction)} nulls last`]
      : queueSortColumns[sort.field].map((column) => by(column));
  return [...columns, desc(requests.createdAt), desc(requests.id)];
}

/**
 * The staff queue of one kind: in the sort's order (newest first by default), by status, searched by record code or member (code, email, name) and
 * whatever else the kind's `searchMore` finds.
 */
export async function listQueue(
  db: Executor,
  query: {
    kind: string;
    status?: string;
    search?: string;
    sort?: StaffQueueSort;
    /** The kind's own condition (its type). */
    where?: SQL;
    /** The kind's amount of a row, for `sort=amount`. */
    amount?: SQL;
    offset: number;
    limit: number;
  },
  searchMore?: (pattern: string) => SQL,
): Promise<{ rows: QueueRow[]; total: number }> {
  let search: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    search = or(ilike(requests.code, pattern), memberMatches(pattern), searchMore?.(pattern));
  }
  const where = and(
    eq(requests.kind, query.kind),
    query.status ? eq(requests.status, query.status) : undefined,
    query.where,
    search,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: requests.id,
        kind: requests.kind,
        code: requests.code,
        memberId: requests.memberId,
        status: requests.status,
        body: requests.body,
        createdAt: requests.createdAt,
        updatedAt: requests.updatedAt,
        member: {
          code: members.code,
          firstName: members.firstName,
          lastName: members.lastName,
          email: members.email,
        },
      })
      .from(requests)
      .innerJoin(members, eq(members.id, requests.memberId))
      .where(where)
      .orderBy(...queueOrder(query.sort ?? { field: 'createdAt', direction: 'desc' }, query.amount))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(requests)
      .innerJoin(members, eq(members.id, requests.memberId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** How many requests of a kind are in each status. */
export function countByStatus(db: Executor, kind: string): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .where(eq(requests.kind, kind))
    .groupBy(requests.status);
}

/** The member a request belongs to, for the staff detail and the notices. */
export async function findMember(
  db: Executor,
  memberId: number,
): Promise<{ id: number; code: string; firstName: string; lastName: string; email: string } | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      code: members.code,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
