import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type RowSelectionRule, useRowSelection } from '../../../components/request-kit/row-selection.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { type ListColumn, RequestListBody } from './request-list-body.tsx';
import { RequestStatusFilter, useRequestListFilters } from './request-list-filters.tsx';
import { RequestCard, RequestListHeader } from './request-list-parts.tsx';

export type RequestRow = { code: string; status: string; statusLabel: string; createdAt: string };

/** The columns every kind's list starts with (spec §2): Created, ID (a link to `{path}/{code}`) and Status. */
export function requestHeadColumns<R extends RequestRow>(path: string): ListColumn<R>[] {
  return [
    {
      header: 'Created',
      cell: (row) => formatKstDateTime(row.createdAt),
      tdProps: { style: { whiteSpace: 'nowrap' } },
    },
    { header: 'ID', cell: (row) => <Link to={`${path}/${row.code}`}>{row.code}</Link> },
    { header: 'Status', cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} /> },
  ];
}

type RequestListPageProps<R extends RequestRow> = {
  /** The kind's list ('/packings'): its tab, its New button (`{path}/new`) and each request's page. */
  path: string;
  /** The page's title and the table's name ('Packings'). */
  title: string;
  newLabel: string;
  /** The kind's statuses with their labels, for the filter. */
  statuses: Readonly<Record<string, string>>;
  /** The kind's list query (`memberRequestApi(...).useList`). */
  useList: (
    page: number,
    status: string,
  ) => UseQueryResult<{ content: R[]; currentPage: number; totalPages: number }>;
  columns: readonly ListColumn<R>[];
  /** What a phone's card says under the code, status and date. */
  cardLine: (row: R) => ReactNode;
  /** What an empty list says: with no requests at all, with none of the status chosen, and what the kind is for. */
  empty: { none: string; filtered: string; hint: string };
  /** Rows the member may select together and the action on them (shipping's Pay Now), if the kind has any. */
  selection?: ListSelection<R>;
};

/**
 * A list's selection (`useRowSelection`): which rows, what each comes to, the bar's action on the selected rows, and
 * what the action needs drawn beside the list (the payment dialogs).
 */
export type ListSelection<R> = RowSelectionRule<R> & {
  action: (selected: R[]) => ReactNode;
  dialogs?: ReactNode;
};

const noSelection: RowSelectionRule<RequestRow> = { isSelectable: () => false, amountKrw: () => 0 };

/**
 * A kind's member list page, written once: the tabs, title and New button, the status filter and the page in the
 * address, a table on wide screens and cards on phones (each opening `{path}/{code}` after the tap delay), and the
 * empty state.
 */
export function RequestListPage<R extends RequestRow>({
  path,
  title,
  newLabel,
  statuses,
  useList,
  columns,
  cardLine,
  empty,
  selection,
}: RequestListPageProps<R>) {
  const filters = useRequestListFilters();
  const list = useList(filters.page, filters.status);
  const rows = useRowSelection(list.data?.content ?? [], selection ?? noSelection);
  return (
    <Stack gap={0}>
      <RequestListHeader path={path} title={title} newLabel={newLabel} />
      <RequestStatusFilter value={filters.status} onChange={filters.setStatus} statuses={statuses} />
      <RequestListBody
        list={list}
        label={title}
        columns={selection ? [rows.column, ...columns] : columns}
        card={(row) => (
          <RequestCard to={`${path}/${row.code}`} row={row} leading={rows.isSelectable(row) && rows.box(row)}>
            <Text size="sm">{cardLine(row)}</Text>
          </RequestCard>
        )}
        empty={
          <EmptyState message={filters.status ? empty.filtered : empty.none}>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {empty.hint}
            </Text>
          </EmptyState>
        }
        onPage={filters.setPage}
        footer={selection && (() => rows.bar(selection.action))}
      />
      {selection?.dialogs}
    </Stack>
  );
}
