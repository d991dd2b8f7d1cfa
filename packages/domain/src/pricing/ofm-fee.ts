/**
 * OFM (order-for-me, proxy purchase) service fee calculator: spec "forwarding and proxy purchase" §9
 * "OFM fees" and the pricing page's OFM calculator (§5 "Fee calculators").
 *
 * - Tier fee by order value: under ₩100,000 -> ₩7,000; ₩100,000 to ₩300,000 inclusive -> ₩4,000;
 *   above ₩300,000 -> free.
 * - ONLINE_REGULAR: tier fee.
 * - ONLINE_PRIORITY: tier fee + ₩15,000.
 * - ONLINE_BUNJANG (alias BUNJANG) and BUNJANG_KFD (a marketplace listing bought through Fanship, its own
 *   type end to end): ₩10,000 + 3% of the order value; no tier fee.
 * - PROXY_FANSIGN: tier fee + ₩10,000 to apply, or ₩30,000 to attend (the calculator uses "apply").
 * - OFFLINE: ₩30,000 for the first hour of the visit, ₩15,000 per extra hour with the extra time rounded up
 *   to the half-hour (₩7,500 a half-hour), + 3% of the order value; no tier fee. The calculator prices a
 *   one-hour visit, which is its ₩30,000 + 3%.
 * - KFD_SHOP (goods of our own shop, checked out from the cart as an OFM request): no fee at all. The OFM
 *   service fee pays for buying from Korean stores on the member's behalf; our own goods are not bought for
 *   anyone, so the cart's total is what Payment Detail asks (decision 023).
 *
 * 3% amounts are whole won, rounded half up (see `percentOfWon`).
 */
import { z } from 'zod';
import { type FeeLine, percentOfWon, sumFeeLines } from './fee-line.ts';
import { parseFormNumber } from './form-number.ts';
import { assertWon, formatKrw, type PaymentMethod, paymentAmountCents } from './money.ts';
import {
  OFM_BUNJANG_FEE_KRW,
  OFM_COMMISSION_PERCENT,
  OFM_OFFLINE_EXTRA_HOUR_FEE_KRW,
  OFM_OFFLINE_FEE_KRW,
  OFM_ORDER_VALUE_MAX_KRW,
  OFM_PRIORITY_FEE_KRW,
  OFM_PROXY_FANSIGN_ATTEND_FEE_KRW,
  OFM_PROXY_FANSIGN_FEE_KRW,
  OFM_TIER_HIGH_LIMIT_KRW,
  OFM_TIER_LOW_FEE_KRW,
  OFM_TIER_LOW_LIMIT_KRW,
  OFM_TIER_MID_FEE_KRW,
} from './ofm-fee-rates.ts';

export const ofmTypes = [
  'ONLINE_REGULAR',
  'ONLINE_PRIORITY',
  'ONLINE_BUNJANG',
  'PROXY_FANSIGN',
  'OFFLINE',
  'BUNJANG_KFD',
  'KFD_SHOP',
] as const;
export type OfmType = (typeof ofmTypes)[number];

/** The types a member may pick (the calculator's list); KFD_SHOP, BUNJANG_KFD and BUNJANG are hidden from selection. */
export const selectableOfmTypes = [
  'ONLINE_REGULAR',
  'ONLINE_PRIORITY',
  'ONLINE_BUNJANG',
  'PROXY_FANSIGN',
  'OFFLINE',
] as const satisfies readonly OfmType[];

/** Other names the API and older data use for an OFM type. */
export const ofmTypeAliases = { BUNJANG: 'ONLINE_BUNJANG' } as const;
export type OfmTypeInput = OfmType | keyof typeof ofmTypeAliases;

/** The canonical OFM type for a type or alias, or null when it is unknown. */
export function normalizeOfmType(type: string): OfmType | null {
  if ((ofmTypes as readonly string[]).includes(type)) return type as OfmType;
  if (Object.hasOwn(ofmTypeAliases, type)) return ofmTypeAliases[type as keyof typeof ofmTypeAliases];
  return null;
}

export * from './ofm-fee-rates.ts';

/** The service-fee tier line for an order value. */
export function ofmTierFeeLine(orderValueKrw: number): FeeLine {
  const label = 'Service fee';
  if (orderValueKrw < OFM_TIER_LOW_LIMIT_KRW) {
    return {
      label,
      amountKrw: OFM_TIER_LOW_FEE_KRW,
      rule: `Order value under ${formatKrw(OFM_TIER_LOW_LIMIT_KRW)}: ${formatKrw(OFM_TIER_LOW_FEE_KRW)}`,
    };
  }
  if (orderValueKrw <= OFM_TIER_HIGH_LIMIT_KRW) {
    return {
      label,
      amountKrw: OFM_TIER_MID_FEE_KRW,
      rule: `Order value ${formatKrw(OFM_TIER_LOW_LIMIT_KRW)} to ${formatKrw(OFM_TIER_HIGH_LIMIT_KRW)}: ${formatKrw(OFM_TIER_MID_FEE_KRW)}`,
    };
  }
  return { label, amountKrw: 0, rule: `Order value above ${formatKrw(OFM_TIER_HIGH_LIMIT_KRW)}: free` };
}

function commissionLine(label: string, orderValueKrw: number): FeeLine {
  return {
    label,
    amountKrw: percentOfWon(orderValueKrw, OFM_COMMISSION_PERCENT),
    rule: `${OFM_COMMISSION_PERCENT}% of ${formatKrw(orderValueKrw)}, rounded half up to the won`,
  };
}

export type OfmFeeResult = {
  type: OfmType;
  orderValueKrw: number;
  items: FeeLine[];
  /** The sum of the fee lines. */
  serviceFeeKrw: number;
  /** Order value plus fees. */
  totalKrw: number;
};

/** How a proxy fansign purchase takes part: apply for the draw only, or attend the event. */
export const fansignParticipations = ['APPLY', 'ATTEND'] as const;
export type FansignParticipation = (typeof fansignParticipations)[number];

/** An offline visit's first hour, and the largest visit a request may book (12 hours). */
export const OFM_OFFLINE_FIRST_HOUR_MINUTES = 60;
export const OFM_OFFLINE_MAX_VISIT_MINUTES = 720;

function offlineVisitLine(visitMinutes: number): FeeLine {
  if (!Number.isInteger(visitMinutes) || visitMinutes < 1 || visitMinutes > OFM_OFFLINE_MAX_VISIT_MINUTES) {
    throw new RangeError(`Visit must be 1 to ${OFM_OFFLINE_MAX_VISIT_MINUTES} minutes, got ${visitMinutes}`);
  }
  const extraHalfHours = Math.ceil(Math.max(0, visitMinutes - OFM_OFFLINE_FIRST_HOUR_MINUTES) / 30);
  const amountKrw = OFM_OFFLINE_FEE_KRW + (extraHalfHours * OFM_OFFLINE_EXTRA_HOUR_FEE_KRW) / 2;
  const extra =
    extraHalfHours === 0
      ? 'first hour'
      : `first hour plus ${extraHalfHours / 2} extra hour${extraHalfHours === 2 ? '' : 's'} at ${formatKrw(OFM_OFFLINE_EXTRA_HOUR_FEE_KRW)} an hour (rounded up to the half-hour)`;
  return {
    label: 'Offline visit fee',
    amountKrw,
    rule: `Offline visit of ${visitMinutes} minutes: ${formatKrw(OFM_OFFLINE_FEE_KRW)} for the ${extra}`,
  };
}

/**
 * The itemised OFM service fee for a type and an order value in whole won (greater than 0). OFFLINE is priced on
 * `visitMinutes` (default: one hour), PROXY_FANSIGN on `fansignParticipation` (default: apply).
 */
export function calculateOfmFee(input: {
  type: OfmTypeInput | string;
  orderValueKrw: number;
  visitMinutes?: number;
  fansignParticipation?: FansignParticipation;
}): OfmFeeResult {
  const type = normalizeOfmType(input.type);
  if (!type) throw new RangeError(`Unknown OFM type: ${input.type}`);
  const { orderValueKrw } = input;
  assertWon(orderValueKrw);
  if (orderValueKrw <= 0) throw new RangeError('Order value must be greater than 0');

  let items: FeeLine[];
  switch (type) {
    case 'ONLINE_REGULAR':
      items = [ofmTierFeeLine(orderValueKrw)];
      break;
    case 'KFD_SHOP':
      items = [];
      break;
    case 'ONLINE_PRIORITY':
      items = [
        ofmTierFeeLine(orderValueKrw),
        {
          label: 'Priority fee',
          amountKrw: OFM_PRIORITY_FEE_KRW,
          rule: `Priority purchase within 24 hours: ${formatKrw(OFM_PRIORITY_FEE_KRW)}`,
        },
      ];
      break;
    case 'ONLINE_BUNJANG':
    case 'BUNJANG_KFD':
      items = [
        {
          label: 'Bunjang fee',
          amountKrw: OFM_BUNJANG_FEE_KRW,
          rule: `Bunjang purchase: ${formatKrw(OFM_BUNJANG_FEE_KRW)} plus ${OFM_COMMISSION_PERCENT}% (no tier fee)`,
        },
        commissionLine('Bunjang commission', orderValueKrw),
      ];
      break;
    case 'PROXY_FANSIGN':
      items = [
        ofmTierFeeLine(orderValueKrw),
        input.fansignParticipation === 'ATTEND'
          ? {
              label: 'Proxy fansign fee',
              amountKrw: OFM_PROXY_FANSIGN_ATTEND_FEE_KRW,
              rule: `Proxy fansign attendance: ${formatKrw(OFM_PROXY_FANSIGN_ATTEND_FEE_KRW)} on top of the tier fee`,
            }
          : {
              label: 'Proxy fansign fee',
              amountKrw: OFM_PROXY_FANSIGN_FEE_KRW,
              rule: `Proxy fansign application: ${formatKrw(OFM_PROXY_FANSIGN_FEE_KRW)} on top of the tier fee`,
            },
      ];
      break;
    case 'OFFLINE':
      items = [
        offlineVisitLine(input.visitMinutes ?? OFM_OFFLINE_FIRST_HOUR_MINUTES),
        commissionLine('Offline commission', orderValueKrw),
      ];
      break;
  }
  const serviceFeeKrw = sumFeeLines(items);
  return { type, orderValueKrw, items, serviceFeeKrw, totalKrw: orderValueKrw + serviceFeeKrw };
}

/** The payment methods the calculators show an estimate for, in display order. */
export const estimatedPaymentMethods = ['WISE', 'PAYPAL', 'CARD'] as const satisfies readonly PaymentMethod[];
export type EstimatedPaymentMethod = (typeof estimatedPaymentMethods)[number];

/** USD cents to pay for a KRW total with each method (bank transfer, PayPal, card), from `money.ts`. */
export function estimatePayments(
  totalKrw: number,
  rates: { base: number; wise: number },
): Record<EstimatedPaymentMethod, number> {
  return {
    WISE: paymentAmountCents(totalKrw, 'WISE', rates),
    PAYPAL: paymentAmountCents(totalKrw, 'PAYPAL', rates),
    CARD: paymentAmountCents(totalKrw, 'CARD', rates),
  };
}

export const ofmFeeMessages = {
  typeRequired: 'OFM Type is required',
  typeInvalid: 'Invalid OFM Type',
  orderValueRequired: 'Order Value is required',
  orderValueInvalid: 'Order Value should be a valid number',
} as const;

/**
 * The OFM fee calculator form. Order value may be a string from an input ('' -> required; thousands
 * separators allowed) and must be a whole number of won greater than 0; the type is normalised
 * (BUNJANG -> ONLINE_BUNJANG). The output feeds `calculateOfmFee` directly.
 */
export const ofmFeeCalculatorSchema = z.object({
  type: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: ofmFeeMessages.typeRequired })
      .trim()
      .refine((value) => normalizeOfmType(value) !== null, ofmFeeMessages.typeInvalid)
      .transform((value) => normalizeOfmType(value) as OfmType),
  ),
  orderValueKrw: z.preprocess(
    parseFormNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? ofmFeeMessages.orderValueRequired : ofmFeeMessages.orderValueInvalid,
      })
      .int(ofmFeeMessages.orderValueInvalid)
      .positive(ofmFeeMessages.orderValueInvalid)
      .max(OFM_ORDER_VALUE_MAX_KRW, ofmFeeMessages.orderValueInvalid),
  ),
});
export type OfmFeeCalculatorInput = z.input<typeof ofmFeeCalculatorSchema>;
export type OfmFeeCalculatorValues = z.output<typeof ofmFeeCalculatorSchema>;
