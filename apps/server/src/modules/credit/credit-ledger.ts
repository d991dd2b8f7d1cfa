import type { Database, Transaction } from '@fanship/db/client';
import { creditBalances, creditEntries, orders } from '@fanship/db/payment-schema';
import { requests } from '@fanship/db/request-schema';
import {
  type CreditCategory,
  type CreditTransactionType,
  creditMessages,
} from '@fanship/domain/payments/credit-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

type Executor = Database | Transaction;

export type CreditEntryRow = typeof creditEntries.$inferSelect;

export type CreditEntryValues = {
  memberId: number;
  transactionType: CreditTransactionType;
  category: CreditCategory;
  amountKrw: number;
  reason: string;
  description?: string | null;
  /**
   * The record the entry is for (an order's code, an OFM's code). With its category and type it is written at most
   * once: a step that runs twice (a retried confirmation, a second completion) writes nothing the second time.
   */
  sourceCode?: string | null;
  createdByMemberId?: number | null;
  now: Date;
};

/**
 * Writes one ledger entry and moves the member's balance with it, in the caller's transaction. The balance row is
 * updated by one guarded statement (`balance + delta >= 0`), which also takes its lock: of many redeems at once,
 * only those the balance covers succeed, the others are refused with a 409 and write nothing. Answers whether the
 * entry was written (false: an entry with the same source already exists), the entry it wrote (null when it wrote
 * none) and the balance after it.
 */
export async function writeCreditEntry(
  tx: Transaction,
  entry: CreditEntryValues,
): Promise<{ written: boolean; entry: CreditEntryRow | null; balanceKrw: number }> {
  if (!Number.isInteger(entry.amountKrw) || entry.amountKrw <= 0) {
    throw new Error(`A credit entry is a positive whole number of won, got ${entry.amountKrw}`);
  }
  await tx.insert(creditBalances).values({ memberId: entry.memberId }).onConflictDoNothing();
  const inserted = await tx
    .insert(creditEntries)
    .values({
      memberId: entry.memberId,
      transactionType: entry.transactionType,
      category: entry.category,
      amountKrw: entry.amountKrw,
      reason: entry.reason,
      description: entry.description ?? null,
      sourceCode: entry.sourceCode ?? null,
      createdByMemberId: entry.createdByMemberId ?? null,
      createdAt: entry.now,
    })
    .onConflictDoNothing({
      target: [creditEntries.category, creditEntries.transactionType, creditEntries.sourceCode],
      where: sql`${creditEntries.sourceCode} is not null`,
    })
    .returning();
  const [written] = inserted;
  if (!written) {
    return { written: false, entry: null, balanceKrw: await creditBalance(tx, entry.memberId) };
  }
  const delta = entry.transactionType === 'E' ? entry.amountKrw : -entry.amountKrw;
  const [moved] = await tx
    .update(creditBalances)
    .set({ balanceKrw: sql`${creditBalances.balanceKrw} + ${delta}`, updatedAt: entry.now })
    .where(
      sql`${creditBalances.memberId} = ${entry.memberId} and ${creditBalances.balanceKrw} + ${delta} >= 0`,
    )
    .returning({ balanceKrw: creditBalances.balanceKrw });
  if (!moved) {
    const balance = await creditBalance(tx, entry.memberId);
    throw new AppError('CONFLICT', creditMessages.notEnoughCredit(formatKrw(balance)));
  }
  return { written: true, entry: written, balanceKrw: moved.balanceKrw };
}

/** The member's balance: the sum of their ledger (0 for a member with no entry yet). */
export async function creditBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balanceKrw: creditBalances.balanceKrw })
    .from(creditBalances)
    .where(eq(creditBalances.memberId, memberId));
  return row?.balanceKrw ?? 0;
}

/**
 * Takes the member's balance row lock until the transaction ends (creating the row if needed) and answers the
 * balance: the paying code reads the balance and the credit its open orders hold under this lock, so two orders
 * made at once cannot both count on the same credit.
 */
export async function lockCreditBalance(tx: Transaction, memberId: number): Promise<number> {
  await tx.insert(creditBalances).values({ memberId }).onConflictDoNothing();
  const [row] = await tx
    .select({ balanceKrw: creditBalances.balanceKrw })
    .from(creditBalances)
    .where(eq(creditBalances.memberId, memberId))
    .for('update');
  return row?.balanceKrw ?? 0;
}

/**
 * The credit a member's open orders (awaiting payment or a deposit's confirmation) count on, by invoice: their
 * redeem entries are written when they are paid, so until then this credit is held for them. Read it under the
 * balance lock (`lockCreditBalance`) to act on it.
 */
export async function listCreditHolds(
  db: Executor,
  memberId: number,
): Promise<{ orderCode: string; amountKrw: number }[]> {
  return db
    .select({ orderCode: requests.code, amountKrw: orders.creditRedeemKrw })
    .from(orders)
    .innerJoin(requests, eq(requests.id, orders.requestId))
    .where(
      and(
        eq(requests.memberId, memberId),
        inArray(requests.status, ['OR01', 'OR02']),
        sql`${orders.creditRedeemKrw} > 0`,
      ),
    )
    .orderBy(asc(requests.id));
}

/** Won of credit held by the member's open orders (`listCreditHolds`, added up). */
export async function heldCredit(db: Executor, memberId: number): Promise<number> {
  return (await listCreditHolds(db, memberId)).reduce((sum, hold) => sum + hold.amountKrw, 0);
}

/**
 * Refuses (409, naming how much is held and by which invoices) a deduction of credit that the member's open orders
 * count on, in the caller's transaction and under the member's balance lock: a deduction takes only free credit,
 * so the settlement of an order that redeems credit always finds it.
 */
export async function assertFreeCredit(tx: Transaction, memberId: number, amountKrw: number): Promise<void> {
  const balance = await lockCreditBalance(tx, memberId);
  const holds = await listCreditHolds(tx, memberId);
  const held = holds.reduce((sum, hold) => sum + hold.amountKrw, 0);
  const free = Math.max(0, balance - held);
  if (held > 0 && amountKrw > free) {
    throw new AppError(
      'CONFLICT',
      creditMessages.heldByInvoices(
        formatKrw(free),
        formatKrw(held),
        holds.map((hold) => hold.orderCode),
      ),
    );
  }
}
