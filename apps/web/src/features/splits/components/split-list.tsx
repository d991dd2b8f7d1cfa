import { splitMachine } from '@fanship/domain/requests/status-machines';
import type { SplitSummary } from '@fanship/domain/warehouse/split';
import { type ListColumn, RequestListPage, requestHeadColumns } from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';

const columns: ListColumn<SplitSummary>[] = [
  ...requestHeadColumns<SplitSummary>('/splits'),
  { header: 'Type', cell: (row) => row.typeLabel },
];

/**
 * `/splits`: the member's split requests (spec §2 Split: Created, ID, Status, Type), a table on wide screens and
 * cards on phones that open the split after the tap delay, page by page, with the status filter in the address.
 */
export function SplitList() {
  return (
    <RequestListPage
      path="/splits"
      title="Splits"
      newLabel="New split"
      statuses={splitMachine.statuses}
      useList={splitsApi.useList}
      columns={columns}
      cardLine={(row) => `${row.typeLabel} · ${row.targetPackage.code} into ${row.contents.length} packages`}
      empty={{
        none: 'You have no splits yet.',
        filtered: 'No splits with this status.',
        hint: 'Split an arrived package into smaller ones, each with its own contents, to ship them apart.',
      }}
    />
  );
}
