import type { StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import type { ComponentProps, ReactNode } from 'react';
import { PackageServiceSteps } from './package-service-steps.tsx';
import { RecordResultPackages } from './result-packages-form.tsx';
import { StaffPackageTable } from './staff-package-table.tsx';
import type { StaffRequestDetail } from './staff-requests-api.ts';

/** The steps of a kind that makes packages: start; record them (`results`); complete once `hasResults`. */
type ResultSteps = {
  hasResults: boolean;
  results: Omit<ComponentProps<typeof RecordResultPackages>, 'kind' | 'code'>;
  steps?: never;
};
/** The steps of a kind that makes none (shipping: prepare, ship), drawn by the kind. */
type OwnSteps = { steps: ReactNode; hasResults?: never; results?: never };

/**
 * A package-service kind's staff body (split, packing, repacking, shipping): the packages it takes as the warehouse
 * finds them (one table per `tables` entry, or the kind's own view of them in `packages`), the steps (start; record
 * the new packages with `results`, the kind's rows and extra fields; complete once `hasResults`; or the kind's own
 * `steps`), then the kind's own part (`children`).
 */
export function PackageServiceBody({
  kind,
  request,
  tables = [],
  packages,
  children,
  ...work
}: {
  kind: string;
  request: StaffRequestDetail;
  tables?: readonly { title: string; packages: readonly StaffPackageRef[] }[];
  packages?: ReactNode;
  children: ReactNode;
} & (ResultSteps | OwnSteps)) {
  return (
    <>
      {tables.map((table) => (
        <StaffPackageTable key={table.title} title={table.title} packages={table.packages} />
      ))}
      {packages}
      {work.results ? (
        <PackageServiceSteps
          kind={kind}
          request={request}
          hasResults={work.hasResults}
          recordResults={<RecordResultPackages kind={kind} code={request.code} {...work.results} />}
        />
      ) : (
        work.steps
      )}
      {children}
    </>
  );
}
