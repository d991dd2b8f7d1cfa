import type { StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import type { ComponentProps, ReactNode } from 'react';
import { PackageServiceSteps } from './package-service-steps.tsx';
import { RecordResultPackages } from './result-packages-form.tsx';
import { StaffPackageTable } from './staff-package-table.tsx';
import type { StaffRequestDetail } from './staff-requests-api.ts';

/**
 * A package-service kind's staff body (split, packing, repacking): the packages it takes as the warehouse finds them
 * (one table per `tables` entry), the steps (start; record the new packages with `results`, the kind's rows and
 * extra fields; complete once `hasResults`), then the kind's own part (`children`).
 */
export function PackageServiceBody({
  kind,
  request,
  tables,
  hasResults,
  results,
  children,
}: {
  kind: string;
  request: StaffRequestDetail;
  tables: readonly { title: string; packages: readonly StaffPackageRef[] }[];
  hasResults: boolean;
  results: Omit<ComponentProps<typeof RecordResultPackages>, 'kind' | 'code'>;
  children: ReactNode;
}) {
  return (
    <>
      {tables.map((table) => (
        <StaffPackageTable key={table.title} title={table.title} packages={table.packages} />
      ))}
      <PackageServiceSteps
        kind={kind}
        request={request}
        hasResults={hasResults}
        recordResults={<RecordResultPackages kind={kind} code={request.code} {...results} />}
      />
      {children}
    </>
  );
}
