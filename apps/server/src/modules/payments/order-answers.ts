import type { Database, Transaction } from '@fanship/db/client';
import type {
  Charge,
  Fee,
  FeeStatus,
  MethodAmounts,
  Order,
  PayableTargetType,
  PaymentWindow,
} from '@fanship/domain/payments/payment-contract';
import { type PaymentMethod, paymentAmountCents } from '@fanship/domain/pricing/money';
import { orderMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import { type FeeLineRow, invalidatesOrder, listOrderFees } from './fee-lines.repository.ts';
import { listOrderTargets, type OrderRow } from './orders.repository.ts';
import type { PayableKind } from './payable-kinds.ts';

type Executor = Database | Transaction;

export type Rates = { base: number; wise: number };

/** USD cents to pay for an amount of won with each method (a window or bank method), from given rates. */
export function methodAmounts(amountKrw: number, rates: Rates): MethodAmounts {
  return {
    WISE: paymentAmountCents(amountKrw, 'WISE', rates),
    PAYPAL: paymentAmountCents(amountKrw, 'PAYPAL', rates),
    CARD: paymentAmountCents(amountKrw, 'CARD', rates),
  };
}

export function ratesOf(order: OrderRow): Rates {
  return { base: Number(order.details.baseRate), wise: Number(order.details.wiseRate) };
}

/** A fee as a member sees it: PENDING while an open order holds it. */
export function feeOf(line: FeeLineRow & { pendingOrderCode: string | null }, targetCode: string): Fee {
  return {
    name: line.name,
    amount: line.amountKrw,
    originTargetCode: line.originCode || targetCode,
    status: line.orderRequestId ? 'PENDING' : (line.status as FeeStatus),
    createdAt: line.createdAt.toISOString(),
    pendingOrderCode: line.orderRequestId ? line.pendingOrderCode : null,
  };
}

/** A charge: a target with the fees still owed on it. */
export function chargeOf(
  target: { id: number; code: string; status: string; createdAt: Date },
  kind: PayableKind,
  summary: string,
  fees: Fee[],
): Charge {
  return {
    targetCode: target.code,
    type: kind.type,
    statusLabel: statusLabel(kind.machine, target.status),
    summary,
    amount: fees.reduce((sum, fee) => sum + fee.amount, 0),
    fees,
    createdAt: target.createdAt.toISOString(),
  };
}

/** Orders as the API answers them, with their frozen targets and fees and whether they can still be paid. */
export async function toOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [fees, targets] = await Promise.all([listOrderFees(db, ids), listOrderTargets(db, ids)]);
  return rows.map((row) => {
    const own = fees.filter((fee) => fee.orderRequestId === row.id);
    const rates = ratesOf(row);
    const open = row.status === 'OR01' || row.status === 'OR02';
    return {
      code: row.code,
      status: row.status as Order['status'],
      statusLabel: statusLabel(orderMachine, row.status),
      valid: !own.some((fee) => invalidatesOrder(fee, row.id)),
      paymentMethod: row.details.paymentMethod as PaymentMethod,
      totalAmountKrw: row.details.totalAmountKrw,
      discountAmount: row.details.discountKrw,
      creditRedeemAmount: row.details.creditRedeemKrw,
      amount: row.details.amountKrw,
      totalAmountUsd: row.details.amountUsdCents,
      amountsUsd: methodAmounts(row.details.amountKrw, rates),
      paidAmount: row.details.paidAmountCents,
      exchangeRate: rates,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.details.paidAt?.toISOString() ?? null,
      expiresAt: row.details.expiresAt?.toISOString() ?? null,
      targets: targets
        .filter((target) => target.orderRequestId === row.id)
        .map((target) => ({
          code: target.targetCode,
          type: target.targetType as PayableTargetType,
          amount: target.amountKrw,
        })),
      fees: own.map((fee) => ({
        name: fee.name,
        amount: fee.amountKrw,
        originTargetCode: fee.originTargetCode,
        status:
          fee.status === 'UNPAID' && open && fee.heldByOrderId === row.id
            ? 'PENDING'
            : (fee.status as FeeStatus),
        createdAt: fee.createdAt.toISOString(),
        pendingOrderCode: fee.status === 'UNPAID' && open && fee.heldByOrderId === row.id ? row.code : null,
      })),
      deposit:
        row.details.depositReference &&
        row.details.depositAmountCents !== null &&
        row.details.depositSubmittedAt
          ? {
              referenceCode: row.details.depositReference,
              amountCents: row.details.depositAmountCents,
              submittedAt: row.details.depositSubmittedAt.toISOString(),
            }
          : null,
      payment: null,
    };
  });
}

export async function toOrder(
  db: Executor,
  row: OrderRow,
  payment: PaymentWindow | null = null,
): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error('The order was not read');
  return { ...order, payment };
}
