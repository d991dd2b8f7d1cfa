import { RequestDetailShell } from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';
import { RepackingRequestBody } from './repacking-request-body.tsx';

const memberPackagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

/**
 * `/repackings/{code}`: '[Repacking] {code}' with its status, box, the packages going into it, the note, once
 * completed (SCRE03) 'Repacking Completed' with the date, the new box and the videos, then the fees and the
 * timeline; Edit and Cancel (after the spec's confirmation) only while requested (SCRE01). Another member's code is
 * the 404 page.
 */
export function RepackingDetail({ code }: { code: string }) {
  return (
    <RequestDetailShell
      request={repackingsApi.useDetail(code)}
      path="/repackings"
      title={(data) => `[Repacking] ${data.code}`}
      cancel={{
        mutation: repackingsApi.useCancel(),
        title: 'Cancel Repacking Request?',
        text: (data) => (
          <>
            Are you sure to cancel this repacking request? Repacking {data.code} will be cancelled and box{' '}
            {data.targetPackage.code} and its packages go back to your locker as they are. This cannot be
            undone.
          </>
        ),
        done: 'Repacking cancelled.',
        failureTitle: 'The repacking was not cancelled',
      }}
      body={(data) => <RepackingRequestBody data={data} packagePath={memberPackagePath} />}
    />
  );
}
