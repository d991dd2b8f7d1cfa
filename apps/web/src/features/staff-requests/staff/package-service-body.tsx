import type { StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import type { ComponentProps, ReactNode } from 'react';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { PackageServiceSteps } from './package-service-steps.tsx';
import { RecordResultPackages } from './result-packages-form.tsx';
import { StaffPackageTable } from './staff-package-table.tsx';
import type { StaffRequestDetail } from './staff-requests-api.ts';
import { VideoUploadCard } from './video-upload-card.tsx';

/** The videos of a kind that films its work: those uploaded, each player named `{label} {n}`, and the largest taken. */
type FilmedWork = { list: readonly { id: number; url: string }[]; label: string; maxBytes: number };

/**
 * A package-service kind's staff body (split, inclusion, packing, repacking): the packages it takes as the warehouse
 * finds them (one table per `tables` entry), the steps (start; record the new packages with `results`, the kind's
 * rows and extra fields; complete once `hasResults`), for a kind that films its work its `videos` (uploaded while
 * processing once the new packages are recorded: the server's `videos` step), then the kind's own part
 * (`children`).
 */
export function PackageServiceBody({
  kind,
  request,
  tables,
  hasResults,
  results,
  videos,
  children,
}: {
  kind: string;
  request: StaffRequestDetail;
  tables: readonly { title: string; packages: readonly StaffPackageRef[] }[];
  hasResults: boolean;
  results: Omit<ComponentProps<typeof RecordResultPackages>, 'kind' | 'code'>;
  videos?: FilmedWork;
  children: ReactNode;
}) {
  const isProcessing = request.actions.some((move) => move.action === 'Complete');
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
      {videos && (
        <VideoUploadCard
          uploadUrl={`/api/staff/requests/${kind}/${encodeURIComponent(request.code)}/videos`}
          maxBytes={videos.maxBytes}
          canUpload={isProcessing && hasResults}
        >
          <VideoList videos={videos.list} label={videos.label} empty="No video uploaded yet." />
        </VideoUploadCard>
      )}
      {children}
    </>
  );
}
