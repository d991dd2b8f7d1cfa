import { incomingMachine } from '@fanship/domain/requests/status-machines';
import type { StaffIncomingRequest } from '@fanship/domain/warehouse/incoming';
import { defineRequestKind, kindConfig, RequestActions } from '../staff-requests/index.ts';
import { IncomingRequestBody } from './components/incoming-request-body.tsx';
import { ReceiveAtIntakeDesk } from './staff/receive-at-intake-desk.tsx';

/** Incoming as a kind of request: the parcel the member announced, and where staff receive it. */
export const incomingKind = /* @__PURE__ */ defineRequestKind<StaffIncomingRequest>({
  config: /* @__PURE__ */ kindConfig(incomingMachine.kind),
  staffBody: (request) => (
    <>
      <IncomingRequestBody data={request} />
      <RequestActions>
        <ReceiveAtIntakeDesk request={request} />
      </RequestActions>
    </>
  ),
});
