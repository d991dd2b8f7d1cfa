import type { Database, Transaction } from '@fanship/db/client';
import type { ErrorCode } from '@fanship/domain/errors';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppContext } from './app-context.ts';
import { AppError, notFound } from './app-error.ts';
import { lockMemberRow } from './member-lock.ts';
import { deleteRows, findRow, insertRow, updateRow } from './table-rows.ts';
import { parseUrlId } from './url-ids.ts';

type Executor = Database | Transaction;

/** A table of records a member keeps for themselves (addresses, applicant's information). */
type MemberTable = PgTable & { id: PgColumn; memberId: PgColumn; createdAt: PgColumn };

/** What a member may keep of one kind of record, and the refusal past it. */
export type MemberRecordCap = { max: number; code: ErrorCode; message: string };

/** The list, read, create (up to the cap), edit and delete of a member's own records. */
export type MemberRecords<Fields, Api> = {
  list: (context: AppContext, memberId: number) => Promise<Api[]>;
  get: (context: AppContext, memberId: number, id: string) => Promise<Api>;
  create: (context: AppContext, memberId: number, fields: Fields) => Promise<Api>;
  edit: (context: AppContext, memberId: number, id: string, fields: Fields) => Promise<Api>;
  remove: (context: AppContext, memberId: number, id: string) => Promise<void>;
};

/**
 * The service of the records in `table` that belong to one member each, answered through `toApi`: lists are
 * newest first; another member's id, an unknown one and a malformed one are all not found (404); a creation
 * locks the member's row before it counts (`member-lock.ts`), so the cap holds under parallel requests.
 */
export function memberRecords<T extends MemberTable, Fields extends object, Api>(
  table: T,
  toApi: (row: T['$inferSelect']) => Api,
  cap: MemberRecordCap,
): MemberRecords<Fields, Api> {
  const own = (memberId: number, id: string) =>
    and(eq(table.id, parseUrlId(id)), eq(table.memberId, memberId));
  const found = (row: T['$inferSelect'] | undefined): Api => {
    if (!row) throw notFound();
    return toApi(row);
  };
  const count = async (db: Executor, memberId: number) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(eq(table.memberId, memberId));
    return row?.count ?? 0;
  };
  return {
    list: async (context, memberId) => {
      const rows = await context.db
        .select()
        .from(table as PgTable)
        .where(eq(table.memberId, memberId))
        .orderBy(desc(table.createdAt), desc(table.id));
      return rows.map((row) => toApi(row as T['$inferSelect']));
    },
    get: async (context, memberId, id) => found(await findRow(context.db, table, own(memberId, id))),
    create: (context, memberId, fields) =>
      context.db.transaction(async (tx) => {
        await lockMemberRow(tx, memberId);
        if ((await count(tx, memberId)) >= cap.max) throw new AppError(cap.code, cap.message);
        const now = context.clock.now();
        const values = { ...fields, memberId, createdAt: now, updatedAt: now } as T['$inferInsert'];
        return toApi(await insertRow(tx, table, values));
      }),
    edit: async (context, memberId, id, fields) => {
      const values = { ...fields, updatedAt: context.clock.now() } as PgUpdateSetSource<T>;
      return found(await updateRow(context.db, table, own(memberId, id), values));
    },
    remove: async (context, memberId, id) => {
      if (!(await deleteRows(context.db, table, own(memberId, id)))) throw notFound();
    },
  };
}
