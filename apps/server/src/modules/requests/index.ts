/** The request scaffold's public entry: kinds as definitions, the one guarded move, the request records. */
export { guardedMove, type MovableTable, type MoveMessages } from './guarded-move.ts';
export { amountFromTable } from './request-amounts.ts';
export { requestKindRoutes } from './request-kind.routes.ts';
export {
  cancelRequest,
  cancelTarget,
  describeRequest,
  moveRequest,
  staffEnvelope,
} from './request-kind.service.ts';
export {
  type CancelActor,
  defineRequestKind,
  type MemberSide,
  type QueueSummary,
  type RequestKindDefinition,
  type StaffMember,
  type StaffSide,
  type StaffStep,
  staffStep,
} from './request-kind.ts';
export { lockRequest, lockRequestByCode, requestByCode, underRequestLock } from './request-locks.ts';
export { type RequestNoticeDetail, type RequestNoticeExtras, requestStatusMail } from './request-notices.ts';
export { partsByRequest, queueSummaries, type RequestParts } from './request-parts.ts';
export { assertEditable, createRequest, transition, transitionMessages } from './request-transition.ts';
export {
  findMember,
  findRequest,
  findRequestById,
  findRequestsByIds,
  listHistory,
  lockRequestRow,
  type QueueRow,
  type RequestRow,
  updateRequestBody,
} from './requests.repository.ts';
export { assertKnownStatus, memberRequestPage, toHistoryEntries } from './requests.service.ts';
