/**
 * The staff side of the web request scaffold: how a kind is defined (`defineRequestKind`: its staff body and
 * navigation), the staff queue and request page every kind shares, and the staff step hook. Kinds live in their own
 * features and are listed in one registry at the app root (`app/request-kinds.ts`); nothing here imports a kind.
 */
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
export { PackageServiceBody } from './staff/package-service-body.tsx';
export { PackageServiceSteps } from './staff/package-service-steps.tsx';
export type { QueueBulkAction, QueueBulkResult, StaffQueueExtras } from './staff/queue-bulk.tsx';
export { RequestActions, RequestDangerZone } from './staff/request-page-slots.tsx';
export { RecordResultPackages } from './staff/result-packages-form.tsx';
export { StaffPackageTable, staffPackagePath } from './staff/staff-package-table.tsx';
export { StaffRequestDetailPage } from './staff/staff-request-detail.tsx';
export { StaffRequestQueue } from './staff/staff-request-queue.tsx';
export { type StaffRequestDetail, useStaffRequestStep } from './staff/staff-requests-api.ts';
export { VideoUploadCard } from './staff/video-upload-card.tsx';
