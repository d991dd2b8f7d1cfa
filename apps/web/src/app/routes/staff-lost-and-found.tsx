import { StaffPoolPage } from '../../features/claims/components/staff-pool-page.tsx';

export function Component() {
  return <StaffPoolPage />;
}
