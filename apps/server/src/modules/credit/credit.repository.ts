import type { Database, Transaction } from '@fanship/db/client';
import { creditEntries } from '@fanship/db/payment-schema';
import { count, desc, eq } from 'drizzle-orm';
import type { CreditEntryRow } from './credit-ledger.ts';

type Executor = Database | Transaction;

/** A page of one member's ledger entries, newest first, with how many entries they have in all. */
export async function listCreditEntries(
  db: Executor,
  query: { memberId: number; offset: number; limit: number },
): Promise<{ rows: CreditEntryRow[]; total: number }> {
  const where = eq(creditEntries.memberId, query.memberId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(creditEntries)
      .where(where)
      .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(creditEntries).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
