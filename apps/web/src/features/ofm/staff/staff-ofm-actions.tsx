import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import { CompletionActions, NothingBoughtAction } from './completion-actions.tsx';
import { RecordPurchaseForm } from './record-purchase-form.tsx';
import { ResultPackages } from './result-packages.tsx';

/**
 * What staff do with a paid OFM request, by its status: SCOM03 record the purchase (or complete with a refund of
 * everything when nothing could be bought); SCOM04 create the result packages, then complete; completed requests
 * keep showing their packages.
 */
export function StaffOfmActions({ request }: { request: StaffOfmRequest }) {
  switch (request.status) {
    case 'SCOM03':
      return (
        <>
          <RecordPurchaseForm request={request} />
          <NothingBoughtAction request={request} />
        </>
      );
    case 'SCOM04':
      return (
        <>
          <ResultPackages request={request} />
          <CompletionActions request={request} />
        </>
      );
    default:
      return null;
  }
}
