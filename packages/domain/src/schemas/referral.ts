/**
 * The referral programme's contract (spec "storefront and account" §5-7, docs/decisions/028-referral-rewards.md):
 * a member's own code, the check of a friend's code and the staff's overview of who invited whom.
 */
import { z } from 'zod';
import { pageOf, staffRequestQueueQuerySchema } from '../requests/request-contract.ts';

/** Answer of POST /me/create-referral-code: the member's code (made the first time). */
export const referralCodeAnswerSchema = z.object({ referralCode: z.string() });
export type ReferralCodeAnswer = z.output<typeof referralCodeAnswerSchema>;

/** The path a friend signs up with: the sign-up form reads the code from `?referral=`. */
export function referralSignUpPath(code: string): string {
  return `/signup?referral=${encodeURIComponent(code)}`;
}

/** One invited member in the staff's referral overview, with the inviter and the rewards the ledger paid. */
export const staffReferralSchema = z.object({
  member: z.object({ code: z.string(), name: z.string(), email: z.string() }),
  inviter: z.object({ code: z.string(), name: z.string(), referralCode: z.string().nullable() }),
  signedUpAt: z.string(),
  /** Won the friend received at sign-up (0 when not paid). */
  friendRewardKrw: z.number().int(),
  /** Won the inviter received for the friend's first settled order (0 until then). */
  inviterRewardKrw: z.number().int(),
  inviterRewardedAt: z.string().nullable(),
});
export type StaffReferral = z.output<typeof staffReferralSchema>;

export const staffReferralPageSchema = pageOf(staffReferralSchema);
export type StaffReferralPage = z.output<typeof staffReferralPageSchema>;

/** `?page=&size=&search=`: search matches the invited member or the inviter (ID, email, name) or the code. */
export const staffReferralQuerySchema = staffRequestQueueQuerySchema.pick({
  page: true,
  size: true,
  search: true,
});
export type StaffReferralQuery = z.output<typeof staffReferralQuerySchema>;
