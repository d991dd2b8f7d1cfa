import type { StaffPackageRef } from '@fanship/domain/warehouse/package-services';
import type { ComponentProps, ReactNode } from 'react';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { PackageServiceSteps } from './package-service-steps.tsx';
import { RequestActions } from './request-page-slots.tsx';
import { RecordResultPackages } from './result-packages-form.tsx';
import { StaffPackageTable } from './staff-package-table.tsx';
import type { StaffRequestDetail } from './staff-requests-api.ts';
import { VideoUploadCard } from './video-upload-card.tsx';

/** The videos of a kind that films its work: those uploaded, each player named `{label} {n}`, and the largest taken. */
type FilmedWork = { list: readonly { id: number; url: string }[]; label: string; maxBytes: number };

/** The steps of a kind that makes packages: start; record them (`results`); complete once `hasResults`. */
type ResultSteps = {
  hasResults: boolean;
  results: Omit<ComponentProps<typeof RecordResultPackages>, 'kind' | 'code'>;
  steps?: never;
};
/** The steps of a kind that makes none (shipping: prepare, ship), drawn by the kind. */
type OwnSteps = { steps: ReactNode; hasResults?: never; results?: never };

/**
 * A package-service kind's staff body (split, inclusion, packing, repacking, shipping): the packages it takes as the
 * warehouse finds them (one table per `tables` entry, or the kind's own view of them in `packages`), the steps
 * (start; record the new packages with `results`, the kind's rows and extra fields; complete once `hasResults`; or
 * the kind's own `steps`: the page's actions, at its top), for a kind that films its work its `videos` (uploaded while processing once the new
 * packages are recorded: the server's `videos` step), then the kind's own part (`children`).
 */
export function PackageServiceBody({
  kind,
  request,
  tables = [],
  packages,
  videos,
  children,
  ...work
}: {
  kind: string;
  request: StaffRequestDetail;
  tables?: readonly { title: string; packages: readonly StaffPackageRef[] }[];
  packages?: ReactNode;
  videos?: FilmedWork;
  children: ReactNode;
} & (ResultSteps | OwnSteps)) {
  const isProcessing = request.actions.some((move) => move.action === 'Complete');
  return (
    <>
      {tables.map((table) => (
        <StaffPackageTable key={table.title} title={table.title} packages={table.packages} />
      ))}
      {packages}
      <RequestActions>
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
      </RequestActions>
      {videos && (
        <VideoUploadCard
          uploadUrl={`/api/staff/requests/${kind}/${encodeURIComponent(request.code)}/videos`}
          maxBytes={videos.maxBytes}
          canUpload={isProcessing && Boolean(work.hasResults)}
        >
          <VideoList videos={videos.list} label={videos.label} empty="No video uploaded yet." />
        </VideoUploadCard>
      )}
      {children}
    </>
  );
}
