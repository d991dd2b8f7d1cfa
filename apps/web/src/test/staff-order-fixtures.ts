import type { PaymentAttempt, StaffOrder } from '@fanship/domain/payments/payment-contract';
import { orderMachine } from '@fanship/domain/requests/status-machines';

export const ORDER_CODE = 'OR2603010001';
export const TARGET_CODE = 'OF2603010001';

/** A try at paying through the payment window, as the staff order lists it. */
export function attemptFixture(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    provider: 'paypal',
    method: 'PAYPAL',
    providerRef: '5O190127TN364715T',
    providerPaymentId: null,
    status: 'OPEN',
    amountCents: 3_569,
    failureCode: null,
    failureReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * An order as `GET /api/staff/requests/order/{code}` answers it: one OFM request (₩43,000 in two fee lines),
 * ₩1,000 of credit redeemed, ₩42,000 left to pay by Wise ($31.33 at the frozen Wise rate), deposit submitted.
 */
export function staffOrderFixture(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const status = overrides.status ?? 'OR02';
  return {
    code: ORDER_CODE,
    status,
    statusLabel: orderMachine.statuses[status],
    valid: true,
    paymentMethod: 'WISE',
    totalAmountKrw: 43_000,
    discountAmount: 0,
    creditRedeemAmount: 1_000,
    amount: 42_000,
    totalAmountUsd: 3_133,
    amountsUsd: { WISE: 3_133, PAYPAL: 3_569, CARD: 3_258 },
    paidAmount: null,
    exchangeRate: { base: 1_350, wise: 1_340.5 },
    createdAt: '2026-03-01T09:30:00.000Z',
    paidAt: null,
    expiresAt: null,
    closedReason: null,
    targets: [{ code: TARGET_CODE, type: 'OFM', amount: 43_000 }],
    fees: [
      {
        name: 'Item price',
        amount: 36_000,
        originTargetCode: TARGET_CODE,
        status: 'PENDING',
        createdAt: '2026-03-01T09:00:00.000Z',
        pendingOrderCode: ORDER_CODE,
      },
      {
        name: 'OFM service fee',
        amount: 7_000,
        originTargetCode: TARGET_CODE,
        status: 'PENDING',
        createdAt: '2026-03-01T09:00:00.000Z',
        pendingOrderCode: ORDER_CODE,
      },
    ],
    deposit: { referenceCode: '#123456789', amountCents: 3_133, submittedAt: '2026-03-01T11:00:00.000Z' },
    payment: null,
    member: { code: 'FAN0001', name: 'Mina Park', email: 'mina@example.com' },
    history: [
      {
        fromStatus: null,
        toStatus: 'OR01',
        toLabel: 'Awaiting payment',
        actor: 'member',
        reason: null,
        createdAt: '2026-03-01T09:30:00.000Z',
      },
    ],
    actions:
      status === 'OR02'
        ? [
            { to: 'OR01', action: 'Reject the deposit' },
            { to: 'OR03', action: 'Confirm the deposit' },
          ]
        : [],
    attempts: [],
    refundedKrw: 0,
    refundedToCreditKrw: 0,
    refundableKrw: 0,
    ...overrides,
  };
}

/** The same order once paid (OR03), its fee lines PAID. */
export function paidOrderFixture(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const order = staffOrderFixture({ status: 'OR03' });
  const paid: StaffOrder = {
    ...order,
    paidAmount: 3_133,
    paidAt: '2026-03-01T12:00:00.000Z',
    fees: order.fees.map((fee) => ({ ...fee, status: 'PAID', pendingOrderCode: null })),
    ...overrides,
  };
  // What is left to refund, as the server computes it, unless the test says.
  const left = paid.totalAmountKrw - paid.discountAmount - paid.refundedKrw;
  return { ...paid, refundableKrw: overrides.refundableKrw ?? Math.max(0, left) };
}
