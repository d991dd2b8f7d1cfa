import { type DepositValues, type Order, paymentMessages } from '@fanship/domain/payments/payment-contract';
import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { roundDollarsToCents } from '@fanship/domain/pricing/money';
import { orderMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { transition } from '../requests/index.ts';
import { assertPayable, getOrder, ownOrder } from './invoices.service.ts';
import { lockOrderWithTargets, moveTargets } from './order-settlement.ts';
import { updateOrderDetails } from './orders.repository.ts';

/** `GET /payments/wise-account`: the account a bank transfer goes to (404 when bank transfer is not offered). */
export function getWiseAccount(context: AppContext): WiseAccount {
  const account = context.config.payments.wise;
  if (!account) throw notFound();
  return account;
}

/**
 * `POST /orders/{code}/deposit` (WISE): the member says they sent the transfer; the order waits for staff (OR02)
 * and its targets wait with it (their kind's `pending` status: an OFM's SCOM02).
 */
export async function submitDeposit(
  context: AppContext,
  memberId: number,
  code: string,
  values: DepositValues,
): Promise<Order> {
  const order = await ownOrder(context, memberId, code);
  await assertPayable(context, order);
  if (order.details.paymentMethod !== 'WISE')
    throw new AppError('CONFLICT', paymentMessages.methodUnavailable);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { current, targets } = await lockOrderWithTargets(tx, order);
    await transition(context, tx, orderMachine, current, {
      to: 'OR02',
      actor: 'member',
      actorMemberId: memberId,
      now,
    });
    await updateOrderDetails(tx, order.id, {
      depositReference: values.referenceCode,
      depositAmountCents: roundDollarsToCents(values.amount),
      depositSubmittedAt: now,
    });
    // The member's own move: their timeline shows it as theirs, and they are not mailed about it.
    await moveTargets(context, tx, targets, (kind) => ({ from: [kind.unpaid], to: kind.pending }), {
      actor: 'member',
      actorMemberId: memberId,
      now,
    });
  });
  return getOrder(context, memberId, code);
}
