import { RequestDetailShell } from '../../requests/index.ts';
import { inclusionsApi } from '../api/inclusions-api.ts';
import { InclusionRequestBody } from './inclusion-request-body.tsx';

const memberPackagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

/**
 * `/inclusions/{code}`: '[Inclusion] {code}' with its status, the inclusion's fields, items and fees, and the
 * timeline; Edit and Cancel (after a confirmation) only while requested (SCIL01). Another member's code is the 404
 * page.
 */
export function InclusionDetail({ code }: { code: string }) {
  return (
    <RequestDetailShell
      request={inclusionsApi.useDetail(code)}
      path="/inclusions"
      title={(data) => `[Inclusion] ${data.code}`}
      cancel={{
        mutation: inclusionsApi.useCancel(),
        title: 'Cancel Inclusion Request?',
        text: (data) => (
          <>
            Are you sure to cancel this inclusion request? Inclusion {data.code} will be cancelled and its
            packages stay as they are. This cannot be undone.
          </>
        ),
        done: 'Inclusion cancelled.',
        failureTitle: 'The inclusion was not cancelled',
      }}
      body={(data) => <InclusionRequestBody data={data} packagePath={memberPackagePath} />}
    />
  );
}
