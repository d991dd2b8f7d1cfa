import { StaffPackageList } from '../../features/staff-warehouse/components/staff-package-list.tsx';

/** `/staff/packages`: the staff package search. */
export function Component() {
  return <StaffPackageList />;
}
