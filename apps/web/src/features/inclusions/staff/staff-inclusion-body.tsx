import type { StaffInclusion } from '@fanship/domain/warehouse/inclusion';
import {
  PackageServiceSteps,
  RecordResultPackages,
  StaffPackageTable,
  type StaffRequestDetail,
  staffPackagePath,
} from '../../staff-requests/index.ts';
import { InclusionRequestBody } from '../components/inclusion-request-body.tsx';

/**
 * An inclusion's part of the staff request page: the packages holding the albums, the steps (start, record the one
 * T package holding what is kept, complete), and the member's inclusion with its items and fees. Uploading the
 * videos of the work (the server's `videos` step) is not offered here yet.
 */
export function StaffInclusionBody({ request }: { request: StaffRequestDetail & StaffInclusion }) {
  return (
    <>
      <StaffPackageTable title="Packages to work on" packages={request.targetPackages} />
      <PackageServiceSteps
        kind="inclusion"
        request={request}
        hasResults={request.resultPackageCode !== null}
        recordResults={
          <RecordResultPackages
            kind="inclusion"
            code={request.code}
            rows={[{ heading: 'The package holding what the member keeps' }]}
          />
        }
      />
      <InclusionRequestBody data={request} packagePath={staffPackagePath} />
    </>
  );
}
