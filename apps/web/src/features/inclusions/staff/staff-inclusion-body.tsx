import type { StaffInclusion } from '@fanship/domain/warehouse/inclusion';
import { PackageServiceBody, type StaffRequestDetail, staffPackagePath } from '../../staff-requests/index.ts';
import { InclusionRequestBody } from '../components/inclusion-request-body.tsx';

/**
 * An inclusion's part of the staff request page: the packages holding the albums, the steps (start, record the one
 * T package holding what is kept, complete), the videos of the work (uploaded once the package is recorded), and
 * the member's inclusion with its items and fees.
 */
export function StaffInclusionBody({ request }: { request: StaffRequestDetail & StaffInclusion }) {
  return (
    <PackageServiceBody
      kind="inclusion"
      request={request}
      tables={[{ title: 'Packages to work on', packages: request.targetPackages }]}
      hasResults={request.resultPackageCode !== null}
      results={{ rows: [{ heading: 'The package holding what the member keeps' }] }}
      videos={{ list: request.videos, label: 'Inclusion video', maxBytes: request.videoMaxBytes }}
    >
      <InclusionRequestBody data={request} packagePath={staffPackagePath} />
    </PackageServiceBody>
  );
}
