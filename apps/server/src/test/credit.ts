import { creditEntries } from '@fanship/db/payment-schema';
import { members } from '@fanship/db/schema';
import type { CreditCategory, CreditTransactionType } from '@fanship/domain/payments/credit-contract';
import { eq, sql } from 'drizzle-orm';
import { creditBalance, writeCreditEntry } from '../modules/credit/index.ts';
import type { TestApp } from './app.ts';

/** The database id of a member, by code. */
export async function memberIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.code, code));
  if (!row) throw new Error(`No member ${code}`);
  return row.id;
}

/** Writes one ledger entry in its own transaction, as the paying code would. */
export function writeEntry(
  t: TestApp,
  memberId: number,
  entry: {
    transactionType?: CreditTransactionType;
    category?: CreditCategory;
    amountKrw: number;
    reason?: string;
    description?: string | null;
    sourceCode?: string | null;
  },
) {
  return t.database.db.transaction((tx) =>
    writeCreditEntry(tx, {
      memberId,
      transactionType: entry.transactionType ?? 'E',
      category: entry.category ?? 'ROULETTE',
      amountKrw: entry.amountKrw,
      reason: entry.reason ?? 'Roulette prize',
      description: entry.description ?? null,
      sourceCode: entry.sourceCode ?? null,
      now: t.clock.now(),
    }),
  );
}

/** The member's balance row and their ledger's sum (earns minus redeems), which must always agree. */
export async function balanceAndLedgerSum(t: TestApp, memberId: number) {
  const [sum] = await t.database.db
    .select({
      total: sql<number>`coalesce(sum(case when ${creditEntries.transactionType} = 'E' then ${creditEntries.amountKrw} else -${creditEntries.amountKrw} end), 0)::int`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.memberId, memberId));
  return { balance: await creditBalance(t.database.db, memberId), ledgerSum: Number(sum?.total ?? 0) };
}
