import type { Transaction } from '@fanship/db/client';
import { orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { transition } from '../requests/index.ts';
import { releaseFeeLines } from './fee-lines.repository.ts';
import { lockOrderWithTargets } from './order-settlement.ts';
import {
  closeAttempt,
  findNewestAttempt,
  findOrdersByIds,
  listExpiredOrderIds,
  type OrderRow,
} from './orders.repository.ts';

/**
 * Closes an order awaiting payment, in the caller's transaction (its row locked): OR09 as the member who withdrew
 * it or the system (an expiry), with the reason; its fees free again (the lines written live for it cancelled:
 * `releaseFeeLines`), and its open payment window closed as FAILED with `failure`, so nothing is captured later.
 */
export async function closeUnpaidOrder(
  context: AppContext,
  tx: Transaction,
  current: OrderRow,
  move: {
    actor: 'member' | 'system';
    actorMemberId: number | null;
    reason?: string;
    failure: { code: string; reason: string };
    now: Date;
  },
): Promise<void> {
  await transition(context, tx, orderMachine, current, { ...move, to: 'OR09' });
  await releaseFeeLines(tx, current.id, move.now);
  const open = await findNewestAttempt(tx, current.id, 'OPEN');
  if (open) {
    await closeAttempt(
      tx,
      open.id,
      { status: 'FAILED', failureCode: move.failure.code, failureReason: move.failure.reason },
      move.now,
    );
  }
}

/** The system's reason on an invoice that expired unpaid (`orders.expires_at`). */
export const ORDER_EXPIRED_REASON = 'Not paid in time: the invoice expired.';

/**
 * The expiry job: invoices still awaiting payment (OR01) whose time is up at `now` are closed by the system as a
 * member's cancel closes them, each in its own transaction under the locks a payment takes (its targets, then it),
 * and only if it is still OR01 then: of the job on several servers and a payment settling the same invoice, one
 * wins; a payment that comes after finds it closed and captures nothing. Answers how many it closed.
 */
export async function expireUnpaidOrders(context: AppContext, now: Date, limit = 100): Promise<number> {
  let expired = 0;
  for (const order of await findOrdersByIds(context.db, await listExpiredOrderIds(context.db, now, limit))) {
    const closed = await context.db.transaction(async (tx) => {
      const { current } = await lockOrderWithTargets(tx, order);
      if (current.status !== 'OR01') return false;
      await closeUnpaidOrder(context, tx, current, {
        actor: 'system',
        actorMemberId: null,
        reason: ORDER_EXPIRED_REASON,
        failure: { code: 'EXPIRED', reason: ORDER_EXPIRED_REASON },
        now,
      });
      return true;
    });
    if (closed) expired += 1;
  }
  return expired;
}
