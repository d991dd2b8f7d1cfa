import type { StaffSplit } from '@fanship/domain/warehouse/split';
import { PackageServiceBody, type StaffRequestDetail, staffPackagePath } from '../../staff-requests/index.ts';
import { SplitRequestBody } from '../components/split-request-body.tsx';

/**
 * A split's part of the staff request page: the package to split, the steps (start, record one new package per
 * content, complete), and the member's split with the new packages and fees.
 */
export function StaffSplitBody({ request }: { request: StaffRequestDetail & StaffSplit }) {
  return (
    <PackageServiceBody
      kind="split"
      request={request}
      tables={[{ title: 'Package to split', packages: [request.targetPackageDetail] }]}
      hasResults={request.resultPackages.length > 0}
      // No description: the server names each new package after the member's content.
      results={{ rows: request.contents.map((content) => ({ heading: content })) }}
    >
      <SplitRequestBody data={request} packagePath={staffPackagePath} />
    </PackageServiceBody>
  );
}
