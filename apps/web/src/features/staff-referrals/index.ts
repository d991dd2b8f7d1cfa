export { StaffReferralList } from './components/staff-referral-list.tsx';
