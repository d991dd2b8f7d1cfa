/**
 * The credit ledger's contract (spec "storefront and account" §2 /profile/credit, §3 credit history; docs/domain.md
 * "Credit"): earn (E) and redeem (R) entries with a category and reason, the member's history and the staff's
 * adjustments. Amounts are whole won and always positive; the type says which way they go.
 */
import { z } from 'zod';
import { requiredTextWith } from '../catalogue/field-rules.ts';
import { pageOf, requestListQuerySchema } from '../requests/request-contract.ts';

export const creditTransactionTypes = ['E', 'R'] as const;
export type CreditTransactionType = (typeof creditTransactionTypes)[number];
export const creditTransactionLabels: Record<CreditTransactionType, string> = { E: 'Earn', R: 'Redeem' };

/** Where credit comes from and goes to. */
export const creditCategories = [
  'REFERRAL',
  'ROULETTE',
  'OFM_REFUND',
  'ORDER_REFUND',
  'ADJUSTMENT',
  'ORDER_PAYMENT',
] as const;
export type CreditCategory = (typeof creditCategories)[number];
export const creditCategoryLabels: Record<CreditCategory, string> = {
  REFERRAL: 'Referral',
  ROULETTE: 'Roulette',
  OFM_REFUND: 'OFM refund',
  ORDER_REFUND: 'Refund',
  ADJUSTMENT: 'Adjustment',
  ORDER_PAYMENT: 'Payment',
};

/** A referral reward (spec §9): 3,500 won to the inviter on the friend's first payment, and to the friend. */
export const REFERRAL_REWARD_KRW = 3_500;

export const creditEntrySchema = z.object({
  id: z.number().int(),
  transactionType: z.enum(creditTransactionTypes),
  type: z.enum(creditCategories),
  value: z.number().int(),
  reason: z.string(),
  sourceCode: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntry = z.output<typeof creditEntrySchema>;

export const creditHistoryPageSchema = pageOf(creditEntrySchema).extend({ balance: z.number().int() });
export type CreditHistoryPage = z.output<typeof creditHistoryPageSchema>;

/** Query of a credit history (the member's own, or a member's for staff): `?page=&size=`, newest first. */
export const creditHistoryQuerySchema = requestListQuerySchema.pick({ page: true, size: true });
export type CreditHistoryQuery = z.output<typeof creditHistoryQuerySchema>;

export const creditMessages = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a whole number of won from 1 to 10,000,000',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is too long (max. 200)',
  descriptionTooLong: 'Description is too long (max. 1000)',
  notEnoughCredit: (balance: string) => `The member has only ${balance} of credit.`,
  /** A deduction of credit that open invoices count on (docs/decisions/022-money-guards.md). */
  heldByInvoices: (free: string, held: string, invoices: string[]) =>
    `Only ${free} of the member's credit can be deducted: ${held} is held by open invoice${invoices.length > 1 ? 's' : ''} ${invoices.join(', ')} until ${invoices.length > 1 ? 'they are' : 'it is'} paid or cancelled.`,
} as const;

/** A staff adjustment: earn or take away credit, always with the reason the member sees. */
export const creditAdjustmentSchema = z.object({
  transactionType: z.enum(creditTransactionTypes, { error: 'Choose earn or redeem' }),
  amount: z
    .number({ error: creditMessages.amountRequired })
    .int(creditMessages.amountInvalid)
    .min(1, creditMessages.amountInvalid)
    .max(10_000_000, creditMessages.amountInvalid),
  reason: requiredTextWith(200, {
    required: creditMessages.reasonRequired,
    tooLong: creditMessages.reasonTooLong,
  }),
  description: z
    .string()
    .trim()
    .max(1000, creditMessages.descriptionTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CreditAdjustmentInput = z.input<typeof creditAdjustmentSchema>;

/** What a staff adjustment answers: the entry it wrote and the member's balance after it. */
export const creditAdjustmentResultSchema = z.object({
  entry: creditEntrySchema,
  balance: z.number().int(),
});
export type CreditAdjustmentResult = z.output<typeof creditAdjustmentResultSchema>;
