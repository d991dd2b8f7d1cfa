import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { OfmRequestBody } from './components/ofm-request-body.tsx';
import { StaffOfmActions } from './staff/staff-ofm-actions.tsx';

/** OFM as a kind of request: the request as the member sent it, then staff's purchase, packages and completion. */
export const ofmKind = /* @__PURE__ */ defineRequestKind<StaffOfmRequest>({
  config: /* @__PURE__ */ kindConfig(ofmMachine.kind),
  staffBody: (request) => (
    <>
      <OfmRequestBody data={request} purchaseItems={request.purchaseItems} />
      <StaffOfmActions request={request} />
    </>
  ),
});
