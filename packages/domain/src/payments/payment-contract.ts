/**
 * The paying contract (spec "storefront and account" §2 payment dialogs, §3 charge and order, §4 payment flow,
 * §5 payments and credit, §7 purchasing and payment, §8 errors; docs/domain.md "Paying"): what a member pays for
 * (targets with fee lines), the payment preview, the order (invoice) and its calls, with the spec's messages.
 * Every amount is computed by the server; what the client sends is only which targets, how much credit and which
 * method.
 */
import { z } from 'zod';
import type { PaymentMethod } from '../pricing/money.ts';
import { pageOf, staffRequestSchema } from '../requests/request-contract.ts';
import { usdAmountMessages, usdAmountSchema } from './usd-amount.ts';

export const paymentMethods = [
  'CREDIT',
  'WISE',
  'PAYPAL',
  'CARD',
] as const satisfies readonly PaymentMethod[];
/** The methods that pay through a hosted payment window. */
export const windowPaymentMethods = ['PAYPAL', 'CARD'] as const satisfies readonly PaymentMethod[];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  CREDIT: 'Credit',
  WISE: 'Bank transfer (Wise)',
  PAYPAL: 'PayPal',
  CARD: 'Credit card',
};

/** What can be paid for: OFM requests today, shipping requests later (spec: type OFM or SHIPPING). */
export const payableTargetTypes = ['OFM', 'SHIPPING'] as const;
export type PayableTargetType = (typeof payableTargetTypes)[number];
/**
 * The request kind (its status table's `kind`) each payable target type is: the paying screens link a target to
 * its kind's page and refresh its kind's lists from this, so a kind made payable needs no change in them.
 */
export const payableTargetKinds = {
  OFM: 'ofm',
  SHIPPING: 'shipping',
} as const satisfies Record<PayableTargetType, string>;

/** At most this many targets in one order. */
export const MAX_ORDER_TARGETS = 50;
/** The waiting page asks the server to confirm every 2 s, at most 10 times (spec §4, §9). */
export const CONFIRM_POLL_INTERVAL_MS = 2_000;
export const CONFIRM_POLL_MAX_ATTEMPTS = 10;
/** The provider's return parameters that mean "go on and confirm" (spec §4). */
export const CONFIRMABLE_STATUS_CODES = ['1000', '2000'] as const;
/** Fees shown per charge before 'Show more (n)' (spec §9). */
export const FEES_SHOWN = 3;

export const paymentMessages = {
  orderInvalid: 'The order is invalid.',
  invoiceInvalid: 'This invoice is invalid (Cancellation of related fees)',
  pendingFee:
    "There's an unpaid fee that has already been charged on your account. Please pay the pending fee first.",
  paymentFailure:
    'Something went wrong with your payment. If the issue persists, please try again or contact our support team for assistance.',
  depositSuccessful: 'Deposit successful',
  amountRequired: usdAmountMessages.required,
  amountInvalid: usdAmountMessages.invalid,
  referenceRequired: 'Reference code is required',
  transactionNumber: 'Transaction number must be 10 digits including #',
  maximumAttempts: 'Maximum attempts exceeded',
  windowFailed: 'Failed to open payment window',
  linkFailed: 'Failed to create payment link',
  selectItems: 'Please select items to pay',
  invalidToken: 'Invalid PortOne token',
  verifying: "We're verifying your payment.",
  windowHint: "Can't see the payment window?",
  paymentCompleted: 'Payment Completed',
  paymentFailureTitle: 'Payment Failure',
  creditTooHigh: 'Credit redeem amount cannot exceed your available credit or the amount to pay',
  creditNotEnough: 'Your credit does not cover the whole amount: choose another payment method',
  duplicateTargets: 'A target is listed twice',
  tooManyTargets: `Select at most ${MAX_ORDER_TARGETS} items to pay`,
  targetNotFound: (code: string) => `${code} was not found.`,
  targetNotPayable: (code: string, label: string) =>
    `${code} cannot be paid now: it is ${label.toLowerCase()}.`,
  targetPending: (code: string, orderCode: string) =>
    `${code} is already in invoice ${orderCode}. Pay or cancel that invoice first.`,
  nothingToPay: (code: string) => `${code} has nothing to pay.`,
  orderNotPayable: (label: string) => `This invoice is ${label.toLowerCase()} and cannot be paid.`,
  orderNotCancellable: 'Only an invoice awaiting payment can be cancelled.',
  orderExpired: 'This invoice has expired and cannot be paid: pay again from your charges.',
  methodUnavailable: 'This payment method is not available for this invoice.',
  /** Staff's refund to credit over what the invoice was worth in won (the form checks it too). */
  refundTooHigh: (paid: string) => `At most ${paid} can be refunded for this invoice.`,
} as const;

const targetCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(20, { error: 'Invalid code', abort: true })
  .regex(/^[A-Z0-9]+$/, 'Invalid code');

/** A target as the client names it: its record code and type. */
export const targetRefSchema = z.object({ code: targetCodeSchema, type: z.enum(payableTargetTypes) });
export type TargetRef = z.output<typeof targetRefSchema>;

const targetsSchema = z
  .array(targetRefSchema, { error: paymentMessages.selectItems })
  .min(1, paymentMessages.selectItems)
  .max(MAX_ORDER_TARGETS, paymentMessages.tooManyTargets)
  .refine(
    (targets) => new Set(targets.map((target) => target.code)).size === targets.length,
    paymentMessages.duplicateTargets,
  );

/** Credit to redeem, in whole won: 0 when absent. */
const creditRedeemSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 0 : value),
  z
    .number({ error: 'Credit must be a number' })
    .int('Credit must be whole won')
    .min(0, 'Credit cannot be negative')
    .max(1_000_000_000, 'Credit is too large'),
);

export const paymentMethodSchema = z.enum(paymentMethods, { error: 'Choose a payment method' });

/** `POST /orders/preview`. */
export const orderPreviewRequestSchema = z.object({
  targets: targetsSchema,
  creditRedeemAmount: creditRedeemSchema,
});
export type OrderPreviewRequest = z.input<typeof orderPreviewRequestSchema>;

/** `POST /orders/request`. */
export const orderRequestSchema = orderPreviewRequestSchema.extend({ paymentMethod: paymentMethodSchema });
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** `POST /orders/{code}/pay`: pay an awaiting invoice with a method (its amount from the invoice's rates). */
export const payOrderSchema = z.object({ paymentMethod: paymentMethodSchema });

/** A fee's state as the member sees it: PENDING while another open invoice holds it. */
export const feeStatuses = ['UNPAID', 'PENDING', 'PAID', 'CANCELLED'] as const;
export type FeeStatus = (typeof feeStatuses)[number];

export const feeSchema = z.object({
  name: z.string(),
  amount: z.number().int(),
  originTargetCode: z.string(),
  status: z.enum(feeStatuses),
  createdAt: z.string(),
  /** The open invoice that holds a PENDING fee. */
  pendingOrderCode: z.string().nullable(),
});
export type Fee = z.output<typeof feeSchema>;

/** A charge: one payable target with what is owed on it (the /charges list, the preview). */
export const chargeSchema = z.object({
  targetCode: z.string(),
  type: z.enum(payableTargetTypes),
  /** The target's status label ('Awaiting payment'). */
  statusLabel: z.string(),
  /** A line saying what it is ('Fanship Shop · 2 items'). */
  summary: z.string(),
  amount: z.number().int(),
  fees: z.array(feeSchema),
  createdAt: z.string(),
});
export type Charge = z.output<typeof chargeSchema>;
export const chargesSchema = z.array(chargeSchema);

const ratesSchema = z.object({ base: z.number(), wise: z.number() });

/** USD cents to pay per window/bank method for the amount left after discount and credit. */
export const methodAmountsSchema = z.object({
  WISE: z.number().int(),
  PAYPAL: z.number().int(),
  CARD: z.number().int(),
});
export type MethodAmounts = z.output<typeof methodAmountsSchema>;

/** The Payment Detail dialog before an order exists. */
export const orderPreviewSchema = z.object({
  targets: z.array(chargeSchema),
  totalAmountKrw: z.number().int(),
  discountAmount: z.number().int(),
  creditAvailable: z.number().int(),
  /** The most credit this payment can take: the lesser of the credit and the amount after discount. */
  maxCreditRedeem: z.number().int(),
  creditRedeemAmount: z.number().int(),
  /** Won left to pay after discount and credit. */
  amount: z.number().int(),
  exchangeRate: ratesSchema,
  amountsUsd: methodAmountsSchema,
  /** A fee of these targets is in another open invoice: Pay is disabled. */
  hasPendingFee: z.boolean(),
});
export type OrderPreview = z.output<typeof orderPreviewSchema>;

export const orderStatuses = ['OR01', 'OR02', 'OR03', 'OR09'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The payment window to open for a PayPal or card payment. */
export const paymentWindowSchema = z.object({
  channel: z.enum(['PAYPAL', 'PAYLETTER']),
  approveUrl: z.string(),
});
export type PaymentWindow = z.output<typeof paymentWindowSchema>;

/** An order (invoice). */
export const orderSchema = z.object({
  code: z.string(),
  status: z.enum(orderStatuses),
  statusLabel: z.string(),
  /** False once a fee of it was cancelled: it cannot be paid. */
  valid: z.boolean(),
  paymentMethod: paymentMethodSchema,
  totalAmountKrw: z.number().int(),
  discountAmount: z.number().int(),
  creditRedeemAmount: z.number().int(),
  /** Won left to pay after discount and credit. */
  amount: z.number().int(),
  /** US cents to pay with its method, from its frozen rates. */
  totalAmountUsd: z.number().int(),
  /** US cents to pay with each method, from its frozen rates (the invoice's method choice). */
  amountsUsd: methodAmountsSchema,
  /** US cents paid, once paid. */
  paidAmount: z.number().int().nullable(),
  exchangeRate: ratesSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * When it expires unpaid ('pay by ...'); null when it does not. The server always answers it; optional so that
   * orders built before it (the web's test fixtures) still type-check.
   */
  expiresAt: z.string().nullable().optional(),
  targets: z.array(
    z.object({ code: z.string(), type: z.enum(payableTargetTypes), amount: z.number().int() }),
  ),
  fees: z.array(feeSchema),
  deposit: z
    .object({ referenceCode: z.string(), amountCents: z.number().int(), submittedAt: z.string() })
    .nullable(),
  /** Set when a PayPal or card payment was just started: the window to open. */
  payment: paymentWindowSchema.nullable(),
});
export type Order = z.output<typeof orderSchema>;

export const orderPageSchema = pageOf(orderSchema);
export type OrderPage = z.output<typeof orderPageSchema>;

/** `POST /orders/{code}/confirm-payment`: body `{ code }`; the answer's status OR03 means paid. */
export const confirmPaymentSchema = z.object({ code: z.string().max(20).optional() });
export const confirmPaymentAnswerSchema = z.object({
  code: z.string(),
  status: z.enum(orderStatuses),
  valid: z.boolean(),
  /** Why the provider says the payment failed, when it did (the failure dialog's reason and status). */
  failure: z.object({ code: z.string(), reason: z.string() }).nullable(),
});
export type ConfirmPaymentAnswer = z.output<typeof confirmPaymentAnswerSchema>;

/** A Wise transfer number: '#' and 9 digits, 10 characters with the '#' (spec §5); the '#' may be left out. */
export const WISE_TRANSACTION_PATTERN = /^#?\d{9}$/;

/** `POST /orders/{code}/deposit` (WISE): the amount sent in USD and the transfer's number. */
export const depositSchema = z.object({
  paymentMethod: z.literal('WISE').default('WISE'),
  referenceCode: z
    .string({ error: paymentMessages.referenceRequired })
    .trim()
    .min(1, paymentMessages.referenceRequired)
    .max(20, { error: paymentMessages.transactionNumber, abort: true })
    .regex(WISE_TRANSACTION_PATTERN, paymentMessages.transactionNumber)
    .transform((value) => (value.startsWith('#') ? value : `#${value}`)),
  /** Dollars sent: above zero, whole cents (0.001 is refused, never stored as 0 cents). */
  amount: usdAmountSchema(),
});
export type DepositInput = z.input<typeof depositSchema>;
export type DepositValues = z.output<typeof depositSchema>;

/** The staff's reason for sending a deposit back. */
export const rejectDepositSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(1000, 'Reason is too long (max. 1000)'),
});

/** The waiting page's query (spec §2): what the provider appended to the return address. */
export const paymentReturnQuerySchema = z.object({
  channel_key: z.enum(['PAYPAL', 'PAYLETTER']).optional(),
  link_order_ref: z.string().max(100).optional(),
  merchant_order_ref: z.string().max(40).optional(),
  status_code: z.string().max(20).optional(),
  status_reason: z.string().max(500).optional(),
});
export type PaymentReturnQuery = z.output<typeof paymentReturnQuerySchema>;

/** What the payment window posts to the page that opened it. */
export type PaymentWindowMessage =
  | { source: 'fanship-payment'; type: 'success'; orderCode: string; status: OrderStatus }
  | { source: 'fanship-payment'; type: 'failure'; orderCode: string | null; code: string; reason: string };

/** A try at paying through a payment window, as staff see it on the order (the provider's references). */
export const paymentAttemptSchema = z.object({
  provider: z.string(),
  method: paymentMethodSchema,
  providerRef: z.string(),
  providerPaymentId: z.string().nullable(),
  status: z.enum(['OPEN', 'PAID', 'FAILED']),
  amountCents: z.number().int(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentAttempt = z.output<typeof paymentAttemptSchema>;

/** The staff's order page (`GET /api/staff/requests/order/{code}`): the order, its member, tries and refunds. */
export const staffOrderSchema = staffRequestSchema(orderSchema, {
  attempts: z.array(paymentAttemptSchema),
  /** Won already given back as credit for this order, by any path: its refund to credit and its targets' refunds. */
  refundedKrw: z.number().int(),
  /** Of that, the order's own refund to credit (made once). */
  refundedToCreditKrw: z.number().int(),
  /** Won that can still be refunded: what the order was paid (after its discount) less what was refunded. */
  refundableKrw: z.number().int(),
});
export type StaffOrder = z.output<typeof staffOrderSchema>;

/** `POST /api/staff/orders/{code}/refund-to-credit`: give (part of) a paid order back as credit. */
export const refundToCreditSchema = z.object({
  amount: z
    .number({ error: 'Amount is required' })
    .int('Amount must be whole won')
    .min(1, 'Amount must be at least 1 won')
    .max(1_000_000_000, 'Amount is too large'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason is too long (max. 200)'),
});
export type RefundToCreditInput = z.input<typeof refundToCreditSchema>;
