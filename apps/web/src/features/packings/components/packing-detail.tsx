import { RequestDetailShell } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingRequestBody } from './packing-request-body.tsx';

const memberPackagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

/**
 * `/packings/{code}`: '[Packing] {code}' with its status, options, address, packages, the pack result once
 * completed (SCPA04), fees and timeline; Edit and Cancel (after a confirmation) only while requested (SCPA01).
 * Another member's code is the 404 page.
 */
export function PackingDetail({ code }: { code: string }) {
  return (
    <RequestDetailShell
      request={packingsApi.useDetail(code)}
      path="/packings"
      title={(data) => `[Packing] ${data.code}`}
      cancel={{
        mutation: packingsApi.useCancel(),
        title: 'Cancel Packing Request?',
        text: (data) => (
          <>
            Are you sure to cancel this packing request? Packing {data.code} will be cancelled and its{' '}
            {data.targetPackages.length === 1 ? 'package goes' : `${data.targetPackages.length} packages go`}{' '}
            back to your locker as they are. This cannot be undone.
          </>
        ),
        done: 'Packing cancelled.',
        failureTitle: 'The packing was not cancelled',
      }}
      body={(data) => <PackingRequestBody data={data} packagePath={memberPackagePath} />}
    />
  );
}
