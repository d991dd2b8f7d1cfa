import type {
  CreditAdjustmentResult,
  CreditEntry,
  CreditHistoryPage,
  CreditHistoryQuery,
  creditAdjustmentSchema,
} from '@fanship/domain/payments/credit-contract';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { enqueueNotice } from '../notification-channels/index.ts';
import { listCreditEntries } from './credit.repository.ts';
import { assertFreeCredit, type CreditEntryRow, creditBalance, writeCreditEntry } from './credit-ledger.ts';
import { creditAdjustedMail } from './credit-notices.ts';

export type CreditAdjustment = z.output<typeof creditAdjustmentSchema>;

/** A ledger row as the credit history shows it. */
function toCreditEntry(row: CreditEntryRow): CreditEntry {
  return {
    id: row.id,
    transactionType: row.transactionType as CreditEntry['transactionType'],
    type: row.category as CreditEntry['type'],
    value: row.amountKrw,
    reason: row.reason,
    sourceCode: row.sourceCode,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of a member's credit history (newest first) and their balance. */
export async function getCreditHistory(
  context: AppContext,
  memberId: number,
  query: CreditHistoryQuery,
): Promise<CreditHistoryPage> {
  const [{ rows, total }, balance] = await Promise.all([
    listCreditEntries(context.db, { memberId, offset: (query.page - 1) * query.size, limit: query.size }),
    creditBalance(context.db, memberId),
  ]);
  return {
    content: rows.map(toCreditEntry),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
    balance,
  };
}

/**
 * A staff adjustment: earns or redeems credit for a member with the reason they see (category ADJUSTMENT, written by
 * that staff member), and mails them about it in the same transaction. A redeem the balance does not cover, or that
 * would take credit an open invoice holds, is a 409 that writes nothing.
 */
export async function adjustMemberCredit(
  context: AppContext,
  staff: { id: number },
  member: { id: number; email: string },
  input: CreditAdjustment,
): Promise<CreditAdjustmentResult> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    if (input.transactionType === 'R') await assertFreeCredit(tx, member.id, input.amount);
    const { entry, balanceKrw } = await writeCreditEntry(tx, {
      memberId: member.id,
      transactionType: input.transactionType,
      category: 'ADJUSTMENT',
      amountKrw: input.amount,
      reason: input.reason,
      description: input.description,
      createdByMemberId: staff.id,
      now,
    });
    // An adjustment has no source code, so it is always written.
    if (!entry) throw new Error('A staff credit adjustment wrote no ledger entry');
    await enqueueNotice(
      tx,
      member,
      creditAdjustedMail(member.email, {
        transactionType: input.transactionType,
        amountKrw: input.amount,
        reason: input.reason,
        description: input.description,
        balanceKrw,
        publicUrl: context.config.publicUrl,
      }),
      now,
    );
    return { entry: toCreditEntry(entry), balance: balanceKrw };
  });
}
