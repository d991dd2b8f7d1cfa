/**
 * The web request scaffold's public entry: how a kind is defined (`defineRequestKind`), the staff queue and request
 * page every kind shares, and the staff step hook. Kinds live in their own features and are listed in one registry
 * at the app root (`app/request-kinds.ts`); nothing here imports a kind.
 */

export {
  RequestConfirmations,
  RequestFormActions,
  RequestFormFrame,
} from './form/request-form-frame.tsx';
export { RequestItemsSection } from './form/request-items-section.tsx';
export { usePendingImages } from './form/use-pending-images.ts';
export { useRequestFormSubmit } from './form/use-request-form-submit.ts';
export {
  defineRequestKind,
  kindConfig,
  type RequestKindDefinition,
  type StaffNavLink,
  type StaffNavSection,
  staffNavSections,
  staffQueueLink,
  type WebRequestKind,
} from './kind-definition.tsx';
export { RequestDetailShell } from './member/request-detail-shell.tsx';
export { type ListColumn, RequestListBody } from './member/request-list-body.tsx';
export { StaffRequestDetailPage } from './staff/staff-request-detail.tsx';
export { StaffRequestQueue } from './staff/staff-request-queue.tsx';
export {
  type StaffRequestDetail,
  useStaffRequestStep,
} from './staff/staff-requests-api.ts';
