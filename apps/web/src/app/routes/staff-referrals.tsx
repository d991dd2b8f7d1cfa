import { StaffReferralList } from '../../features/staff-referrals/index.ts';

export function Component() {
  return <StaffReferralList />;
}
