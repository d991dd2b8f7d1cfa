import { inclusionMachine } from '@fanship/domain/requests/status-machines';
import type { StaffInclusion } from '@fanship/domain/warehouse/inclusion';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffInclusionBody } from './staff/staff-inclusion-body.tsx';

/** Inclusion as a kind of request: the inclusions of the member's albums taken out by staff into one T package. */
export const inclusionKind = /* @__PURE__ */ defineRequestKind<StaffInclusion>({
  config: /* @__PURE__ */ kindConfig(inclusionMachine.kind),
  staffBody: (request) => <StaffInclusionBody request={request} />,
});
