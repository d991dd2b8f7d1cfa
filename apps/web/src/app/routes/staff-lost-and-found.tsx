import { StaffPoolPage } from '../../features/claims/index.ts';

export function Component() {
  return <StaffPoolPage />;
}
