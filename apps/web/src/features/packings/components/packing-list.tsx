import { packingMachine } from '@fanship/domain/requests/status-machines';
import type { PackingSummary } from '@fanship/domain/warehouse/packing';
import { useCodeLabel } from '../../code-lists/index.ts';
import { type ListColumn, RequestListPage, requestHeadColumns } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * `/packings`: the member's packing requests (spec §2 Packing: Created, ID, Status, Packing Type, Priority Packing),
 * a table on wide screens and cards on phones, page by page, with the status filter in the address.
 */
export function PackingList() {
  const typeLabel = useCodeLabel('packingTypes');
  const columns: ListColumn<PackingSummary>[] = [
    ...requestHeadColumns<PackingSummary>('/packings'),
    { header: 'Packing Type', cell: (row) => typeLabel(row.requestType) },
    { header: 'Priority Packing', cell: (row) => yesNo(row.priority) },
  ];
  return (
    <RequestListPage
      path="/packings"
      title="Packings"
      newLabel="New packing"
      statuses={packingMachine.statuses}
      useList={packingsApi.useList}
      columns={columns}
      cardLine={(row) => `${typeLabel(row.requestType)} · Priority packing: ${yesNo(row.priority)}`}
      empty={{
        none: 'You have no packings yet.',
        filtered: 'No packings with this status.',
        hint: 'Pack your arrived packages together into a box to ship abroad.',
      }}
    />
  );
}
