import { inclusionMachine } from '@fanship/domain/requests/status-machines';
import type { InclusionSummary } from '@fanship/domain/warehouse/inclusion';
import { useCodeLabel } from '../../code-lists/index.ts';
import { type ListColumn, RequestListPage, requestHeadColumns } from '../../requests/index.ts';
import { inclusionsApi } from '../api/inclusions-api.ts';

/** Item (spec §2): the first version name and '+N' for the others; '-' for POB only. */
export function inclusionItemText(row: Pick<InclusionSummary, 'firstVersionName' | 'itemCount'>): string {
  if (!row.firstVersionName) return '-';
  return row.itemCount > 1 ? `${row.firstVersionName} +${row.itemCount - 1}` : row.firstVersionName;
}

/**
 * `/inclusions`: the member's inclusion requests (spec §2 Inclusions: Created, ID, Status, Album Type,
 * Artist/Album, Item), a table on wide screens and cards on phones, page by page, with the status filter in the
 * address.
 */
export function InclusionList() {
  const albumTypeLabel = useCodeLabel('albumTypes');
  const columns: ListColumn<InclusionSummary>[] = [
    ...requestHeadColumns<InclusionSummary>('/inclusions'),
    { header: 'Album Type', cell: (row) => albumTypeLabel(row.albumType) },
    { header: 'Artist/Album', cell: (row) => row.albumName },
    { header: 'Item', cell: inclusionItemText },
  ];
  return (
    <RequestListPage
      path="/inclusions"
      title="Inclusions"
      newLabel="New inclusion"
      statuses={inclusionMachine.statuses}
      useList={inclusionsApi.useList}
      columns={columns}
      cardLine={(row) => `${albumTypeLabel(row.albumType)} · ${row.albumName} · ${inclusionItemText(row)}`}
      empty={{
        none: 'You have no inclusions yet.',
        filtered: 'No inclusions with this status.',
        hint: 'Have the inclusions of your arrived albums taken out and keep only what you want.',
      }}
    />
  );
}
