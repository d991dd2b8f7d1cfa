import { requests } from '@fanship/db/request-schema';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A kind's queue amount (`staff.amountSql`) kept in a table of its own keyed by request: `amount` (a column, or an
 * aggregate over the rows) of the table's rows whose `requestId` is the queue row's.
 */
export function amountFromTable(table: PgTable, requestId: AnyColumn, amount: AnyColumn | SQL): SQL {
  return sql`(select ${amount} from ${table} where ${requestId} = ${requests.id})`;
}
