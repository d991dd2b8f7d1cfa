import { StaffPackageList } from '../../features/staff-warehouse/index.ts';

/** `/staff/packages`: the staff package search. */
export function Component() {
  return <StaffPackageList />;
}
