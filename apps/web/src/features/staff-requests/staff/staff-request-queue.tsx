import type { StaffQueue, StaffQueueRow } from '@fanship/domain/requests/request-contract';
import { type RequestKindConfig, requestListTitle } from '@fanship/domain/requests/request-kinds';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { Price } from '../../../components/request-kit/price.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CodeLink, ListSearchInput, PagedList, RecordLinkCard } from '../../../components/ui/paged-list.tsx';
import { useChosenCodes } from '../../../components/ui/row-selection.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useSelectedTabInView } from '../../../components/ui/use-selected-tab-in-view.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { BulkBar, PhoneSelectAll, RowCheckbox, type StaffQueueExtras, selectColumn } from './queue-bulk.tsx';
import { PhoneQueueSort, parseQueueSort, type QueueSortProps, sortable, TypeFilter } from './queue-sort.tsx';
import { useStaffQueue } from './staff-requests-api.ts';

const detailPath = (kind: RequestKindConfig, code: string) =>
  `/staff/requests/${kind.machine.kind}/${encodeURIComponent(code)}`;

/**
 * The status filter: every status of the kind with its count, and 'All'; the choice lives in the address bar. The
 * row scrolls sideways on a phone and keeps the chosen chip in view (one opened from a link can sit past the edge).
 */
function StatusFilter({
  counts,
  current,
  onChange,
}: {
  counts: StaffQueue['counts'] | undefined;
  current: string;
  onChange: (status: string) => void;
}) {
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
  const choices = [{ status: '', label: 'All', count: total }, ...(counts ?? [])];
  const rowRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(rowRef, `${current}:${choices.length}`, 'button[aria-pressed="true"]');
  return (
    <Box ref={rowRef} style={{ overflowX: 'auto' }} pb={4}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label="Status">
        {choices.map((choice) => (
          <Button
            key={choice.status || 'all'}
            size="xs"
            radius="xl"
            variant={choice.status === current ? 'filled' : 'default'}
            aria-pressed={choice.status === current}
            style={{ flexShrink: 0 }}
            onClick={() => onChange(choice.status)}
            rightSection={
              choice.count === undefined ? undefined : (
                <Badge size="xs" variant="white" color="dark" circle={false}>
                  {choice.count}
                </Badge>
              )
            }
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

function Amount({ row }: { row: StaffQueueRow }) {
  return row.amountKrw === null ? '-' : <Price krw={row.amountKrw} display="krw" />;
}

/** The scaffold's 'Request' column: the kind's line for the row. */
const summaryColumn: TableColumn<StaffQueueRow> = {
  header: 'Request',
  cell: (row) => (
    <Text size="sm" lineClamp={2}>
      {row.summary}
    </Text>
  ),
};

/**
 * The queue's columns, sortable by code, status, member and time (and amount, for a kind that `sortsByAmount`);
 * kinds whose requests carry no money (`amounts: false`) have no Amount column.
 */
const columns = (
  kind: RequestKindConfig,
  sorting: QueueSortProps,
  summary = summaryColumn,
): TableColumn<StaffQueueRow>[] => [
  sortable(
    { header: 'Code', cell: (row) => <CodeLink code={row.code} to={detailPath(kind, row.code)} /> },
    'code',
    sorting,
  ),
  sortable(
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} /> },
    'status',
    sorting,
  ),
  sortable(memberColumn, 'member', sorting),
  summary,
  ...(kind.amounts === false ? [] : [amountColumn(kind, sorting)]),
  sortable(
    { header: 'Created (KST)', cell: (row) => formatKstDateTime(row.createdAt) },
    'createdAt',
    sorting,
  ),
];

/** The Amount column, sortable when the kind's queue sorts by amount (`sortsByAmount`). */
function amountColumn(kind: RequestKindConfig, sorting: QueueSortProps): TableColumn<StaffQueueRow> {
  const column = {
    header: 'Amount',
    cell: (row: StaffQueueRow) => <Amount row={row} />,
    thProps: { ta: 'right' },
    tdProps: { ta: 'right' },
  } satisfies TableColumn<StaffQueueRow>;
  return kind.sortsByAmount ? sortable(column, 'amount', sorting) : column;
}

const memberColumn: TableColumn<StaffQueueRow> & { header: string } = {
  header: 'Member',
  cell: (row) => (
    <>
      <Text size="sm">{row.member.name}</Text>
      <Text size="xs" c="dimmed">
        {row.member.code} · {row.member.email}
      </Text>
    </>
  ),
};

type QueueCardProps = {
  kind: RequestKindConfig;
  row: StaffQueueRow;
  extras?: StaffQueueExtras;
  check?: ReactNode;
};

/** A row on a phone: the card opening the request, with the bulk checkbox beside it (a link holds no control). */
function QueueCard({ kind, row, extras, check }: QueueCardProps) {
  const card = (
    <RecordLinkCard
      code={row.code}
      to={detailPath(kind, row.code)}
      badge={<StatusBadge status={row.status} label={row.statusLabel} />}
    >
      {extras?.summary ? (
        extras.summary.cell(row)
      ) : (
        <Text size="sm" lineClamp={1}>
          {row.summary}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {row.member.name} ({row.member.code}) · {formatKstDateTime(row.createdAt)}
      </Text>
      {kind.amounts !== false && (
        <Text size="sm" fw={700}>
          <Amount row={row} />
        </Text>
      )}
    </RecordLinkCard>
  );
  if (!check) return card;
  return (
    <Group wrap="nowrap" align="center" gap="xs">
      {check}
      <Box flex={1} miw={0}>
        {card}
      </Box>
    </Group>
  );
}

/**
 * `/staff/requests/{kind}`: one kind's requests for staff, newest first, filtered by status (each with its count)
 * and searched by record code or member; filters and page are kept in the address bar. Written once for every kind.
 */
export function StaffRequestQueue({ kind, extras }: { kind: RequestKindConfig; extras?: StaffQueueExtras }) {
  const { params, page, update, setPage } = useListFilters();
  const status = params.get('status') ?? '';
  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? '';
  const type = params.get('type') ?? '';
  const sorting: QueueSortProps = {
    sort: parseQueueSort(sort, kind.sortsByAmount),
    onSort: (next) => update({ sort: next }),
  };
  // A sort this queue does not have (an address from another kind's queue) is not sent: the default, newest first.
  const known = sort === `${sorting.sort.field},${sorting.sort.direction}` ? sort : '';
  const queue = useStaffQueue(kind.machine.kind, { status, search, sort: known, type, page });
  const selection = useChosenCodes();
  const bulk = extras?.bulk && { bulk: extras.bulk, selection };
  const allColumns = [
    ...(bulk ? [selectColumn(queue.data?.content ?? [], bulk)] : []),
    ...columns(kind, sorting, extras?.summary),
  ];
  return (
    <Stack gap="md">
      <PageHeader
        title={requestListTitle(kind)}
        description="Find a request by its code or its member's ID, email or name."
      />
      <ListSearchInput label={extras?.searchLabel ?? 'Search by code or member'} />
      <StatusFilter
        counts={queue.data?.counts}
        current={status}
        onChange={(next) => update({ status: next })}
      />
      {kind.types && (
        <TypeFilter types={kind.types} current={type} onChange={(next) => update({ type: next })} />
      )}
      <PhoneQueueSort {...sorting} byAmount={kind.sortsByAmount} />
      {bulk && <BulkBar key={kind.machine.kind} {...bulk} />}
      {bulk && <PhoneSelectAll rows={queue.data?.content ?? []} {...bulk} />}
      <PagedList
        list={queue}
        label={requestListTitle(kind)}
        columns={allColumns}
        framed={{ minWidth: 760 }}
        onPage={setPage}
        card={(row) => (
          <QueueCard
            kind={kind}
            row={row}
            extras={extras}
            check={bulk && <RowCheckbox row={row} {...bulk} />}
          />
        )}
        empty={
          <EmptyState
            message={
              search || status || type
                ? 'No requests match these filters.'
                : `No ${requestListTitle(kind)} yet.`
            }
          />
        }
      />
    </Stack>
  );
}
