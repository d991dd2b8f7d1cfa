import { firstItemText, type IncomingSummary } from '@fanship/domain/warehouse/incoming';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel, useCodeOptions } from '../../code-lists/index.ts';
import { type ListColumn, RequestCard, RequestListBody, RequestListHeader } from '../../requests/index.ts';
import { useIncomingRequests } from '../api/incomings-api.ts';

const itemText = (row: IncomingSummary) => firstItemText(row.firstItemName, row.itemCount);

/**
 * `/incomings`: the parcels the member told us to expect, a table on wide screens (Created, ID, Status, Tracking,
 * Carrier, Seller, Item) and cards on phones that open the incoming after the tap delay, page by page with the
 * page number and the status filter (from the served code list) in the address.
 */
export function IncomingList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status') ?? '';
  const list = useIncomingRequests(page, status);
  const carrierLabel = useCodeLabel('incomingCarriers');
  const statusOptions = useCodeOptions('incomingStatuses');
  /** The address of a page of the list, keeping the status filter. */
  const listParams = (next: { page?: number; status?: string }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    return {
      ...(nextStatus ? { status: nextStatus } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    };
  };

  const columns: ListColumn<IncomingSummary>[] = [
    {
      header: 'Created',
      cell: (row) => formatKstDateTime(row.createdAt),
      tdProps: { style: { whiteSpace: 'nowrap' } },
    },
    { header: 'ID', cell: (row) => <Link to={`/incomings/${row.code}`}>{row.code}</Link> },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} /> },
    { header: 'Tracking', cell: (row) => row.trackingNo, tdProps: { ff: 'monospace' } },
    { header: 'Carrier', cell: (row) => (row.carrierName ? carrierLabel(row.carrierName) : '-') },
    { header: 'Seller', cell: (row) => row.sellerName, tdProps: { style: { overflowWrap: 'anywhere' } } },
    { header: 'Item', cell: itemText, tdProps: { style: { overflowWrap: 'anywhere' } } },
  ];
  const card = (row: IncomingSummary) => (
    <RequestCard to={`/incomings/${row.code}`} row={row}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span ff="monospace" inherit>
          {row.trackingNo}
        </Text>
        {row.carrierName ? ` · ${carrierLabel(row.carrierName)}` : ''}
      </Text>
      <Text size="sm" lineClamp={1}>
        {row.sellerName} · {itemText(row)}
      </Text>
    </RequestCard>
  );

  return (
    <Stack gap={0}>
      <RequestListHeader path="/incomings" title="Incomings" newLabel="New incoming" />
      <NativeSelect
        label="Status"
        value={status}
        onChange={(event) => setParams(listParams({ status: event.currentTarget.value }))}
        data={[{ value: '', label: 'All statuses' }, ...statusOptions]}
        maw={240}
        mb="md"
      />
      <RequestListBody
        list={list}
        label="Incomings"
        columns={columns}
        card={card}
        empty={
          <EmptyState message={status ? 'No incomings with this status.' : 'You have no incomings yet.'}>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              Register each parcel you have sent to our warehouse, so we know whose it is when it arrives.
            </Text>
          </EmptyState>
        }
        onPage={(next) => setParams(listParams({ page: next }))}
      />
    </Stack>
  );
}
