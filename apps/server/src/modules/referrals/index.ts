/**
 * The referral programme (docs/decisions/028-referral-rewards.md): members' referral codes, the friend's reward at
 * sign-up (`applySignUpReferral`, in the sign-up transaction) and the inviter's at the friend's first settled order
 * (`rewardInviter`, which the app root hands the payments module as an `orderSettledHooks` entry).
 */
export { referralRoutes, staffReferralRoutes } from './referrals.routes.ts';
export {
  applySignUpReferral,
  invalidReferralCode,
  isKnownReferralCode,
  rewardInviter,
} from './referrals.service.ts';
