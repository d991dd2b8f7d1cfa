import { useParams } from 'react-router';
import { StaffPackageDetailPage } from '../../features/staff-warehouse/index.ts';

/** `/staff/packages/{code}`: one package for staff. */
export function Component() {
  const { code = '' } = useParams();
  return <StaffPackageDetailPage code={code} />;
}
