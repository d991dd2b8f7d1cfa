/**
 * Every member list's body is `PagedList` (`components/ui/paged-list.tsx`) in its member look: loading, error with
 * retry, the empty state, then a striped table of the kind's columns on wide screens and its cards on phones, page
 * by page. The kind gives its columns and its card.
 */
export type { TableColumn as ListColumn } from '../../../components/ui/column-table.tsx';
export { PagedList as RequestListBody } from '../../../components/ui/paged-list.tsx';
