import { cartItems } from '@fanship/db/catalogue-schema';
import type { Transaction } from '@fanship/db/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import {
  cancelOrdersOfCancelledFees,
  cancelUnpaidFeeLines,
  insertFeeLines,
  listUnpaidFeeLines,
  type NewFeeLine,
} from '../payments/index.ts';
import type { OfmDetailsValues } from './ofm.repository.ts';

/** The fee kind of an OFM prepayment's lines. */
export const OFM_PREPAYMENT_FEE = 'OFM_PREPAYMENT';

/** What an OFM request charges: its order value and each line of its prepayment (lines of 0 won left out). */
export function ofmFeeLines(
  code: string,
  details: Pick<OfmDetailsValues, 'orderValueKrw' | 'feeLines'>,
): NewFeeLine[] {
  return [{ label: 'Order value', amountKrw: details.orderValueKrw }, ...details.feeLines]
    .filter((line) => line.amountKrw > 0)
    .map((line) => ({
      originCode: code,
      kind: OFM_PREPAYMENT_FEE,
      name: line.label.slice(0, 100),
      amountKrw: line.amountKrw,
    }));
}

/** Writes a new request's fees. */
export async function chargeOfm(
  tx: Transaction,
  request: { id: number; code: string },
  details: OfmDetailsValues,
  now: Date,
) {
  await insertFeeLines(tx, request.id, ofmFeeLines(request.code, details), now);
}

/**
 * An edit re-prices the request: when its fees change, the old ones are cancelled (with any open invoice holding
 * them, which can no longer be paid) and the new ones written; an edit that leaves the amounts as they were keeps
 * the fees and their invoice.
 */
export async function rechargeOfm(
  context: AppContext,
  tx: Transaction,
  request: { id: number; code: string },
  details: OfmDetailsValues,
  now: Date,
): Promise<void> {
  const next = ofmFeeLines(request.code, details);
  const current = await listUnpaidFeeLines(tx, [request.id]);
  const same =
    current.length === next.length &&
    current.every(
      (line, index) => line.name === next[index]?.name && line.amountKrw === next[index]?.amountKrw,
    );
  if (same) return;
  await cancelOrdersOfCancelledFees(context, tx, await cancelUnpaidFeeLines(tx, request.id, now), now);
  await insertFeeLines(tx, request.id, next, now);
}

/**
 * A cancelled request owes nothing: its fees are cancelled (and any open invoice holding them), and shop lines it
 * was checked out from are free in the cart again.
 */
export async function unchargeOfm(
  context: AppContext,
  tx: Transaction,
  requestId: number,
  now: Date,
): Promise<void> {
  await cancelOrdersOfCancelledFees(context, tx, await cancelUnpaidFeeLines(tx, requestId, now), now);
  await tx
    .update(cartItems)
    .set({ checkoutRequestId: null })
    .where(eq(cartItems.checkoutRequestId, requestId));
}
