/**
 * The member side of the web request scaffold: the shells every kind's member pages stand on (list body, request
 * page, form frame, items, pending images, submit). The staff side (how a kind is defined, the staff queue and
 * request page) is `features/staff-requests`; kept apart so a member's pages never load the staff console's code.
 */

export { ItemAmountFields } from './form/item-amount-fields.tsx';
export { KindFormFrame, type KindFormSubmission, useKindForm } from './form/kind-form-frame.tsx';
export {
  RequestConfirmations,
  RequestFormActions,
  RequestFormFrame,
  RequestFormSection,
} from './form/request-form-frame.tsx';
export { RequestEditPage, RequestNewPage } from './form/request-form-pages.tsx';
export { RequestImages } from './form/request-images.tsx';
export { RequestItemsSection } from './form/request-items-section.tsx';
export { RequestNoteField } from './form/request-note-field.tsx';
export { usePendingImages } from './form/use-pending-images.ts';
export { useKindFormSubmit, useRequestFormSubmit } from './form/use-request-form-submit.ts';
export { ForwardingPackageList } from './member/forwarding-package-list.tsx';
export { memberRequestApi, type SaveMemberRequest } from './member/member-request-api.ts';
export { type PackageKind, packageKind, packagePages } from './member/package-kind-pages.tsx';
export { RequestDetailShell } from './member/request-detail-shell.tsx';
export { type ListColumn, RequestListBody } from './member/request-list-body.tsx';
export { RequestStatusFilter, useRequestListFilters } from './member/request-list-filters.tsx';
export { RequestListPage, requestHeadColumns } from './member/request-list-page.tsx';
export { RequestCard, RequestListHeader } from './member/request-list-parts.tsx';
export { ResultPackageList, ServiceFeeList } from './member/result-package-list.tsx';
