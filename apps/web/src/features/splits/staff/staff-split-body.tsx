import type { StaffSplit } from '@fanship/domain/warehouse/split';
import {
  PackageServiceSteps,
  RecordResultPackages,
  StaffPackageTable,
  type StaffRequestDetail,
  staffPackagePath,
} from '../../staff-requests/index.ts';
import { SplitRequestBody } from '../components/split-request-body.tsx';

/**
 * A split's part of the staff request page: the package to split, the steps (start, record one new package per
 * content, complete), and the member's split with the new packages and fees.
 */
export function StaffSplitBody({ request }: { request: StaffRequestDetail & StaffSplit }) {
  return (
    <>
      <StaffPackageTable title="Package to split" packages={[request.targetPackageDetail]} />
      <PackageServiceSteps
        kind="split"
        request={request}
        hasResults={request.resultPackages.length > 0}
        recordResults={
          <RecordResultPackages
            kind="split"
            code={request.code}
            // No description: the server names each new package after the member's content.
            rows={request.contents.map((content) => ({ heading: content }))}
          />
        }
      />
      <SplitRequestBody data={request} packagePath={staffPackagePath} />
    </>
  );
}
