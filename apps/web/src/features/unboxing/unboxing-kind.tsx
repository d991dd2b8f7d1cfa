import { unboxingMachine } from '@fanship/domain/requests/status-machines';
import type { StaffUnboxing } from '@fanship/domain/warehouse/unboxing';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffUnboxingBody } from './staff/staff-unboxing-body.tsx';

/** Unboxing videos as a kind of request: asked for on a package's page, filmed and uploaded by staff. */
export const unboxingKind = /* @__PURE__ */ defineRequestKind<StaffUnboxing>({
  config: /* @__PURE__ */ kindConfig(unboxingMachine.kind),
  staffBody: (request) => <StaffUnboxingBody request={request} />,
});
