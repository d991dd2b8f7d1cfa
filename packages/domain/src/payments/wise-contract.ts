/**
 * Bank transfers with Wise (spec "storefront and account" §9: "Wise transfers are in USD with the invoice number as
 * reference"): the account the member sends to, and what staff say when they confirm a deposit.
 */
import { z } from 'zod';
import { usdAmountSchema } from './usd-amount.ts';

/** `GET /api/payments/wise-account`: Fanship's Wise account for USD transfers (from the server's configuration). */
export const wiseAccountSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  accountNumber: z.string().nullable(),
  /** ACH routing number (US accounts). */
  routingNumber: z.string().nullable(),
  iban: z.string().nullable(),
  swiftCode: z.string().nullable(),
  bankAddress: z.string().nullable(),
  currency: z.literal('USD'),
});
export type WiseAccount = z.output<typeof wiseAccountSchema>;

export const confirmDepositMessages = {
  reasonTooLong: 'Reason is too long (max. 500)',
  /** Staff confirming a deposit that is not the invoice's amount say what is done with the difference. */
  reasonRequired: (received: string, expected: string, difference: string) =>
    `${received} received for an invoice of ${expected} (${difference}): say what is done with the difference.`,
} as const;

/**
 * `POST /api/staff/orders/{code}/confirm-deposit`: what actually arrived in Wise, in dollars (the form starts from
 * the member's reported amount), and, only when it is not the invoice's amount, what is done with the difference
 * (kept in the order's history).
 */
export const confirmDepositSchema = z.object({
  receivedAmount: usdAmountSchema(),
  reason: z
    .string()
    .trim()
    .max(500, confirmDepositMessages.reasonTooLong)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ConfirmDepositInput = z.input<typeof confirmDepositSchema>;
export type ConfirmDepositValues = z.output<typeof confirmDepositSchema>;

/** '$1.50 less than the invoice' / '$1.50 more than the invoice', from a difference in cents (received − expected). */
export function depositDifferenceText(differenceCents: number, format: (cents: number) => string): string {
  return `${format(Math.abs(differenceCents))} ${differenceCents < 0 ? 'less' : 'more'} than the invoice`;
}

/** Why a deposit of a bulk confirmation was not confirmed (none: it was), and what the list may not be. */
export const bulkDepositMessages = {
  alreadyConfirmed: 'Already confirmed.',
  amountsDiffer: 'The amount sent is not the amount expected: confirm it on its page.',
  notDeposit: 'Not a deposit awaiting confirmation.',
  noneChosen: 'Choose at least one deposit.',
  tooMany: (max: number) => `Confirm at most ${max} deposits at once.`,
} as const;

/** Most deposits staff confirm in one go. */
export const MAX_BULK_DEPOSITS = 100;

/** Body of `POST /api/staff/orders/confirm-deposits`: the orders whose deposits arrived as the member said. */
export const confirmDepositsSchema = z.object({
  codes: z
    .array(z.string().trim().min(1).max(20))
    .min(1, bulkDepositMessages.noneChosen)
    .max(MAX_BULK_DEPOSITS, bulkDepositMessages.tooMany(MAX_BULK_DEPOSITS)),
});
export type ConfirmDepositsInput = z.input<typeof confirmDepositsSchema>;

/** The answer: per order asked for, in the order asked, whether it was confirmed and, if not, why. */
export const confirmDepositsAnswerSchema = z.object({
  results: z.array(z.object({ code: z.string(), confirmed: z.boolean(), message: z.string().nullable() })),
});
export type ConfirmDepositsAnswer = z.output<typeof confirmDepositsAnswerSchema>;
