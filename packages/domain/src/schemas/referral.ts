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

/**
 * A page of the staff's referral overview: each invited member (newest first) with their inviter and the rewards the
 * ledger paid, the friend's at sign-up and the inviter's for the friend's first settled order (0 and null until then).
 */
export const staffReferralPageSchema = pageOf(
  z.object({
    member: z.object({ code: z.string(), name: z.string(), email: z.string() }),
    inviter: z.object({ code: z.string(), name: z.string(), referralCode: z.string().nullable() }),
    signedUpAt: z.string(),
    friendRewardKrw: z.number().int(),
    inviterRewardKrw: z.number().int(),
    inviterRewardedAt: z.string().nullable(),
  }),
);
export type StaffReferralPage = z.output<typeof staffReferralPageSchema>;
export type StaffReferral = StaffReferralPage['content'][number];

/** `?page=&size=&search=`: search matches the invited member or the inviter (ID, email, name) or the code. */
export const staffReferralQuerySchema = staffRequestQueueQuerySchema.omit({ status: true });
export type StaffReferralQuery = z.output<typeof staffReferralQuerySchema>;
