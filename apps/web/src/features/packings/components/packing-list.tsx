import { packingMachine } from '@fanship/domain/requests/status-machines';
import type { PackingSummary } from '@fanship/domain/warehouse/packing';
import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import {
  type ListColumn,
  RequestCard,
  RequestListBody,
  RequestListHeader,
  RequestStatusFilter,
  useRequestListFilters,
} from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * `/packings`: the member's packing requests (spec §2 Packing: Created, ID, Status, Packing Type, Priority Packing),
 * a table on wide screens and cards on phones that open the packing after the tap delay, page by page, with the
 * status filter in the address.
 */
export function PackingList() {
  const filters = useRequestListFilters();
  const list = packingsApi.useList(filters.page, filters.status);
  const typeLabel = useCodeLabel('packingTypes');
  const columns: ListColumn<PackingSummary>[] = [
    {
      header: 'Created',
      cell: (row) => formatKstDateTime(row.createdAt),
      tdProps: { style: { whiteSpace: 'nowrap' } },
    },
    { header: 'ID', cell: (row) => <Link to={`/packings/${row.code}`}>{row.code}</Link> },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} /> },
    { header: 'Packing Type', cell: (row) => typeLabel(row.requestType) },
    { header: 'Priority Packing', cell: (row) => yesNo(row.priority) },
  ];
  const card = (row: PackingSummary) => (
    <RequestCard to={`/packings/${row.code}`} row={row}>
      <Text size="sm">
        {typeLabel(row.requestType)} · Priority packing: {yesNo(row.priority)}
      </Text>
    </RequestCard>
  );
  return (
    <Stack gap={0}>
      <RequestListHeader path="/packings" title="Packings" newLabel="New packing" />
      <RequestStatusFilter
        value={filters.status}
        onChange={filters.setStatus}
        statuses={packingMachine.statuses}
      />
      <RequestListBody
        list={list}
        label="Packings"
        columns={columns}
        rowKey={(row) => row.code}
        card={card}
        empty={
          <EmptyState
            message={filters.status ? 'No packings with this status.' : 'You have no packings yet.'}
          >
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              Pack your arrived packages together into a box to ship abroad.
            </Text>
          </EmptyState>
        }
        onPage={filters.setPage}
      />
    </Stack>
  );
}
