import { packingMachine } from '@fanship/domain/requests/status-machines';
import type { StaffPacking } from '@fanship/domain/warehouse/packing';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffPackingBody } from './staff/staff-packing-body.tsx';

/** Packing as a kind of request: the member's arrived packages packed into F boxes by staff, ready to ship. */
export const packingKind = /* @__PURE__ */ defineRequestKind<StaffPacking>({
  config: /* @__PURE__ */ kindConfig(packingMachine.kind),
  staffBody: (request) => <StaffPackingBody request={request} />,
});
