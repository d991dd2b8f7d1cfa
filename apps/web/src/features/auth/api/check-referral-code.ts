import { apiRequest } from '../../../lib/api-client.ts';

/** The sign-up form's check of a friend's referral code: resolves when valid, rejects (404) when unknown. */
export async function checkReferralCode(code: string): Promise<void> {
  await apiRequest(`/auth/referral-codes/${encodeURIComponent(code)}`);
}
