import { splitMachine } from '@fanship/domain/requests/status-machines';
import type { SplitSummary } from '@fanship/domain/warehouse/split';
import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import {
  type ListColumn,
  RequestCard,
  RequestListBody,
  RequestListHeader,
  RequestStatusFilter,
  useRequestListFilters,
} from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';

const columns: ListColumn<SplitSummary>[] = [
  {
    header: 'Created',
    cell: (row) => formatKstDateTime(row.createdAt),
    tdProps: { style: { whiteSpace: 'nowrap' } },
  },
  { header: 'ID', cell: (row) => <Link to={`/splits/${row.code}`}>{row.code}</Link> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} /> },
  { header: 'Type', cell: (row) => row.typeLabel },
];

/**
 * `/splits`: the member's split requests (spec §2 Split: Created, ID, Status, Type), a table on wide screens and
 * cards on phones that open the split after the tap delay, page by page, with the status filter in the address.
 */
export function SplitList() {
  const filters = useRequestListFilters();
  const list = splitsApi.useList(filters.page, filters.status);
  const card = (row: SplitSummary) => (
    <RequestCard to={`/splits/${row.code}`} row={row}>
      <Text size="sm">
        {row.typeLabel} · {row.targetPackage.code} into {row.contents.length} packages
      </Text>
    </RequestCard>
  );
  return (
    <Stack gap={0}>
      <RequestListHeader path="/splits" title="Splits" newLabel="New split" />
      <RequestStatusFilter
        value={filters.status}
        onChange={filters.setStatus}
        statuses={splitMachine.statuses}
      />
      <RequestListBody
        list={list}
        label="Splits"
        columns={columns}
        rowKey={(row) => row.code}
        card={card}
        empty={
          <EmptyState message={filters.status ? 'No splits with this status.' : 'You have no splits yet.'}>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              Split an arrived package into smaller ones, each with its own contents, to ship them apart.
            </Text>
          </EmptyState>
        }
        onPage={filters.setPage}
      />
    </Stack>
  );
}
