import type { Charge, Fee, Order, OrderPreview } from '@fanship/domain/payments/payment-contract';

/** A fee line as the API answers it (unpaid, on OF2603010001). */
export function feeFixture(overrides: Partial<Fee> = {}): Fee {
  return {
    name: 'Prepayment',
    amount: 36_000,
    originTargetCode: 'OF2603010001',
    status: 'UNPAID',
    createdAt: '2026-03-01T09:00:00.000Z',
    pendingOrderCode: null,
    ...overrides,
  };
}

/** A charge of `GET /api/charges`: an OFM request awaiting payment with its fees. */
export function chargeFixture(overrides: Partial<Charge> = {}): Charge {
  const targetCode = overrides.targetCode ?? 'OF2603010001';
  const fees = overrides.fees ?? [
    feeFixture({ originTargetCode: targetCode }),
    feeFixture({ name: 'Service fee', amount: 7_000, originTargetCode: targetCode }),
  ];
  return {
    targetCode,
    type: 'OFM',
    statusLabel: 'Awaiting payment',
    summary: 'Album Shop · 2 items',
    amount: fees.reduce((sum, fee) => sum + fee.amount, 0),
    fees,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * `POST /api/orders/preview`'s answer for charges and a credit amount: rates 1,000 won to the dollar (Wise 1,000),
 * so 43,000 won is WISE $43.00, PayPal $49.20, card $45.03 (spec §9 formulas).
 */
export function previewFixture(
  charges: Charge[] = [chargeFixture()],
  overrides: Partial<OrderPreview> = {},
): OrderPreview {
  const totalAmountKrw = charges.reduce((sum, charge) => sum + charge.amount, 0);
  return {
    targets: charges,
    totalAmountKrw,
    discountAmount: 0,
    creditAvailable: 0,
    maxCreditRedeem: 0,
    creditRedeemAmount: 0,
    amount: totalAmountKrw,
    exchangeRate: { base: 1_000, wise: 1_000 },
    amountsUsd: { WISE: 4_300, PAYPAL: 4_920, CARD: 4_503 },
    hasPendingFee: false,
    ...overrides,
  };
}

/** An invoice as `GET /api/orders/{code}` answers it: awaiting payment by card, valid. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    code: 'OR2603010001',
    status: 'OR01',
    statusLabel: 'Awaiting payment',
    valid: true,
    paymentMethod: 'CARD',
    totalAmountKrw: 43_000,
    discountAmount: 0,
    creditRedeemAmount: 0,
    amount: 43_000,
    totalAmountUsd: 4_503,
    amountsUsd: { WISE: 4_300, PAYPAL: 4_920, CARD: 4_503 },
    paidAmount: null,
    exchangeRate: { base: 1_000, wise: 1_000 },
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: null,
    expiresAt: null,
    closedReason: null,
    targets: [{ code: 'OF2603010001', type: 'OFM', amount: 43_000 }],
    fees: [feeFixture(), feeFixture({ name: 'Service fee', amount: 7_000 })],
    deposit: null,
    payment: null,
    ...overrides,
  };
}
