import { repackingMachine } from '@fanship/domain/requests/status-machines';
import type { StaffRepacking } from '@fanship/domain/warehouse/repacking';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffRepackingBody } from './staff/staff-repacking-body.tsx';

/** Repacking as a kind of request: the member's arrived packages packed into one of their F boxes by staff. */
export const repackingKind = /* @__PURE__ */ defineRequestKind<StaffRepacking>({
  config: /* @__PURE__ */ kindConfig(repackingMachine.kind),
  staffBody: (request) => <StaffRepackingBody request={request} />,
});
