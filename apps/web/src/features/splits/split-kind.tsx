import { splitMachine } from '@fanship/domain/requests/status-machines';
import type { StaffSplit } from '@fanship/domain/warehouse/split';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffSplitBody } from './staff/staff-split-body.tsx';

/** Split as a kind of request: one arrived package into several, asked for by the member, made by staff. */
export const splitKind = /* @__PURE__ */ defineRequestKind<StaffSplit>({
  config: /* @__PURE__ */ kindConfig(splitMachine.kind),
  staffBody: (request) => <StaffSplitBody request={request} />,
});
