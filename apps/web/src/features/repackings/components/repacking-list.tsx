import { repackingMachine } from '@fanship/domain/requests/status-machines';
import type { RepackingSummary } from '@fanship/domain/warehouse/repacking';
import { type ListColumn, RequestListPage, requestHeadColumns } from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';

/** The Item cell: the first item's name and '+N' for the others, '-' when the packages hold none. */
export const repackingItemLabel = (row: RepackingSummary) =>
  row.firstItemName ? `${row.firstItemName}${row.itemCount > 1 ? ` +${row.itemCount - 1}` : ''}` : '-';

const columns: ListColumn<RepackingSummary>[] = [
  ...requestHeadColumns<RepackingSummary>('/repackings'),
  { header: 'Package', cell: (row) => row.targetPackage.code },
  { header: 'Item', cell: repackingItemLabel },
];

/**
 * `/repackings`: the member's repacking requests (spec §2 Repacking: Created, ID, Status, Package, Item with the
 * first name and '+N'), a table on wide screens and cards on phones, page by page, with the status filter in the
 * address.
 */
export function RepackingList() {
  return (
    <RequestListPage
      path="/repackings"
      title="Repackings"
      newLabel="New repacking"
      statuses={repackingMachine.statuses}
      useList={repackingsApi.useList}
      columns={columns}
      cardLine={(row) => `${row.targetPackage.code} · ${repackingItemLabel(row)}`}
      empty={{
        none: 'You have no repackings yet.',
        filtered: 'No repackings with this status.',
        hint: 'Add arrived packages into one of your forwarding boxes before it ships.',
      }}
    />
  );
}
