import { RequestDetailShell } from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';
import { SplitRequestBody } from './split-request-body.tsx';

const memberPackagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

/**
 * `/splits/{code}`: '[Split] {code}' with its status, type, package, contents, new packages and fees, and the
 * timeline; Edit and Cancel (after a confirmation) only while requested (SCSP01). Another member's code is the 404
 * page.
 */
export function SplitDetail({ code }: { code: string }) {
  return (
    <RequestDetailShell
      request={splitsApi.useDetail(code)}
      path="/splits"
      title={(data) => `[Split] ${data.code}`}
      cancel={{
        mutation: splitsApi.useCancel(),
        title: 'Cancel Split Request?',
        text: (data) => (
          <>
            Are you sure to cancel this split request? Split {data.code} of package {data.targetPackage.code}{' '}
            will be cancelled and the package stays as it is. This cannot be undone.
          </>
        ),
        done: 'Split cancelled.',
        failureTitle: 'The split was not cancelled',
      }}
      body={(data) => <SplitRequestBody data={data} packagePath={memberPackagePath} />}
    />
  );
}
