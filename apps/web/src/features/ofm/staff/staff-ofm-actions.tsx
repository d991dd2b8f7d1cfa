import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import { RequestActions, RequestDangerZone } from '../../staff-requests/index.ts';
import { CompletionActions, NothingBoughtAction } from './completion-actions.tsx';
import { RecordPurchaseForm } from './record-purchase-form.tsx';
import { ResultPackages } from './result-packages.tsx';

/**
 * What staff do with a paid OFM request, by its status, as the page's actions at its top: SCOM03 record the
 * purchase (and, apart in the danger zone, complete refunding everything when nothing could be bought); SCOM04
 * create the result packages, then complete.
 */
export function StaffOfmActions({ request }: { request: StaffOfmRequest }) {
  switch (request.status) {
    case 'SCOM03':
      return (
        <>
          <RequestActions>
            <RecordPurchaseForm request={request} />
          </RequestActions>
          <RequestDangerZone>
            <NothingBoughtAction request={request} />
          </RequestDangerZone>
        </>
      );
    case 'SCOM04':
      return (
        <RequestActions>
          <ResultPackages request={request} />
          <CompletionActions request={request} />
        </RequestActions>
      );
    default:
      return null;
  }
}
