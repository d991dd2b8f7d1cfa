import type { Database, Transaction } from '@fanship/db/client';
import { orderFeeLines, orders, orderTargets, paymentAttempts } from '@fanship/db/payment-schema';
import { requestHistory, requests } from '@fanship/db/request-schema';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { findRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type OrderDetailsRow = typeof orders.$inferSelect;
export type OrderRow = typeof requests.$inferSelect & { details: OrderDetailsRow };
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertOrderDetails(
  tx: Transaction,
  values: typeof orders.$inferInsert,
  targets: Omit<typeof orderTargets.$inferInsert, 'orderRequestId'>[],
  fees: Omit<typeof orderFeeLines.$inferInsert, 'orderRequestId'>[],
): Promise<void> {
  await tx.insert(orders).values(values);
  await tx
    .insert(orderTargets)
    .values(targets.map((target) => ({ ...target, orderRequestId: values.requestId })));
  await tx.insert(orderFeeLines).values(fees.map((fee) => ({ ...fee, orderRequestId: values.requestId })));
}

const orderColumns = { request: requests, details: orders };

/** An order by code; with `memberId`, only that member's. */
export async function findOrder(
  db: Executor,
  code: string,
  memberId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(requests)
    .innerJoin(orders, eq(orders.requestId, requests.id))
    .where(
      and(
        eq(requests.kind, 'order'),
        eq(requests.code, code),
        memberId === undefined ? undefined : eq(requests.memberId, memberId),
      ),
    )
    .limit(1);
  return row ? { ...row.request, details: row.details } : undefined;
}

/** The order that holds or paid a target: its newest one not closed (OR09), with its code and when it was made. */
export async function latestOpenOrderOf(db: Executor, targetRequestId: number) {
  const [row] = await db
    .select({ code: requests.code, createdAt: requests.createdAt, order: orders })
    .from(orderTargets)
    .innerJoin(requests, eq(requests.id, orderTargets.orderRequestId))
    .innerJoin(orders, eq(orders.requestId, orderTargets.orderRequestId))
    .where(and(eq(orderTargets.targetRequestId, targetRequestId), ne(requests.status, 'OR09')))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1);
  return row;
}

export async function findOrdersByIds(db: Executor, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(orderColumns)
    .from(requests)
    .innerJoin(orders, eq(orders.requestId, requests.id))
    .where(inArray(requests.id, ids));
  return rows.map((row) => ({ ...row.request, details: row.details }));
}

/** The staff queue's search beyond code and member: an order by its deposit reference or a code it pays for. */
export function orderSearch(pattern: string): SQL {
  return sql`(${requests.id} in (select ${orders.requestId} from ${orders} where ${orders.depositReference} ilike ${pattern})
    or ${requests.id} in (select ${orderTargets.orderRequestId} from ${orderTargets} where ${orderTargets.targetCode} ilike ${pattern}))`;
}

/** Whether an order awaiting payment is past its time (`expiresAt`), whether or not the expiry job closed it yet. */
export function isExpired(order: OrderRow, now: Date): boolean {
  return order.status === 'OR01' && order.details.expiresAt !== null && order.details.expiresAt <= now;
}

/** Orders still awaiting payment (OR01) whose time ran out at `now`, the longest expired first. */
export async function listExpiredOrderIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: requests.id })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .where(and(lte(orders.expiresAt, now), eq(requests.status, 'OR01')))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A member's orders, newest first, a page at a time. */
export async function listMemberOrders(
  db: Executor,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(requests.kind, 'order'), eq(requests.memberId, memberId));
  const [rows, [totals]] = await Promise.all([
    db
      .select(orderColumns)
      .from(requests)
      .innerJoin(orders, eq(orders.requestId, requests.id))
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(requests).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.request, details: row.details })), total: totals?.total ?? 0 };
}

/** The moves that closed those of `rows` that are closed (OR09, once each): who made them and when, by order id. */
export async function closingMovesOf(db: Executor, rows: OrderRow[]) {
  const closed = rows.filter((row) => row.status === 'OR09').map((row) => row.id);
  const columns = {
    requestId: requestHistory.requestId,
    actor: requestHistory.actor,
    at: requestHistory.createdAt,
  };
  const moves =
    closed.length === 0
      ? []
      : await db
          .select(columns)
          .from(requestHistory)
          .where(and(inArray(requestHistory.requestId, closed), eq(requestHistory.toStatus, 'OR09')));
  return new Map(moves.map((move) => [move.requestId, move]));
}

export function listOrderTargets(db: Executor, orderRequestIds: number[]) {
  if (orderRequestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderTargets)
    .where(inArray(orderTargets.orderRequestId, orderRequestIds))
    .orderBy(asc(orderTargets.targetCode));
}

export async function updateOrderDetails(
  tx: Transaction,
  requestId: number,
  values: Partial<Omit<OrderDetailsRow, 'requestId'>>,
): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.requestId, requestId));
}

/**
 * Records a new attempt. A provider that answers a reference this order already had (the card provider keeps one
 * payment link per order, which the payer may try again after a decline) reopens that attempt instead; an attempt
 * already PAID is never reopened.
 */
export async function insertAttempt(
  db: Executor,
  values: typeof paymentAttempts.$inferInsert,
  now: Date,
): Promise<PaymentAttemptRow> {
  const [row] = await db
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentAttempts.provider, paymentAttempts.providerRef],
      set: {
        status: 'OPEN',
        approveUrl: values.approveUrl,
        failureCode: null,
        failureReason: null,
        updatedAt: now,
      },
      setWhere: sql`${paymentAttempts.orderRequestId} = ${values.orderRequestId} and ${paymentAttempts.status} <> 'PAID'`,
    })
    .returning();
  if (!row) throw new Error('The payment attempt was not written');
  return row;
}

/**
 * Writes why an attempt needs staff (a payment the provider took that could not be settled) without changing its
 * status, so the staff's order page shows it with the attempt.
 */
export async function noteAttempt(
  db: Executor,
  id: number,
  note: { failureCode: string; failureReason: string },
  now: Date,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({
      failureCode: note.failureCode.slice(0, 50),
      failureReason: note.failureReason.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(paymentAttempts.id, id));
}

/** The order's newest attempt; with `status`, its newest in that status (OPEN: the window the member is paying in). */
export async function findNewestAttempt(
  db: Executor,
  orderRequestId: number,
  status?: PaymentAttemptRow['status'],
): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderRequestId, orderRequestId),
        status === undefined ? undefined : eq(paymentAttempts.status, status),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

export async function findAttemptByRef(
  db: Executor,
  provider: string,
  providerRef: string,
): Promise<PaymentAttemptRow | undefined> {
  return findRow(
    db,
    paymentAttempts,
    and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef)),
  );
}

export function listAttempts(db: Executor, orderRequestId: number): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderRequestId, orderRequestId))
    .orderBy(asc(paymentAttempts.id));
}

/** Closes an open attempt (PAID or FAILED) unless another call closed it first. */
export async function closeAttempt(
  db: Executor,
  id: number,
  values: Pick<PaymentAttemptRow, 'status'> &
    Partial<Pick<PaymentAttemptRow, 'providerPaymentId' | 'failureCode' | 'failureReason'>>,
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'OPEN')))
    .returning({ id: paymentAttempts.id });
  return closed.length === 1;
}
