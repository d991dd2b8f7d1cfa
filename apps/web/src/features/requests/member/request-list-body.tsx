import { Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';

/** One column of a member list's table: its heading and its cell, with the cells' own props (alignment, width). */
export type ListColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  thProps?: ComponentProps<typeof Table.Th>;
  tdProps?: ComponentProps<typeof Table.Td>;
};

type ListPage<Row> = { content: Row[]; currentPage: number; totalPages: number };

type RequestListBodyProps<Row> = {
  list: UseQueryResult<ListPage<Row>>;
  /** The table's accessible name ('Incomings'). */
  label: string;
  columns: readonly ListColumn<Row>[];
  /** A row's key (its record code). */
  rowKey: (row: Row) => string;
  /** A row as a card on phones (opens the record after the tap delay). */
  card: (row: Row) => ReactNode;
  /** What an empty page says. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** Under the list, given the page's rows (the selection bar). */
  footer?: (rows: Row[]) => ReactNode;
};

/**
 * Every member list's body, written once: loading, error with retry, the empty state, then a table on wide screens
 * and cards on phones, page by page. The kind gives its columns and its card.
 */
export function RequestListBody<Row>({
  list,
  label,
  columns,
  rowKey,
  card,
  empty,
  onPage,
  footer,
}: RequestListBodyProps<Row>) {
  if (list.isPending) return <SkeletonRows rows={4} />;
  if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  const rows = list.data.content;
  if (rows.length === 0) return empty;
  return (
    <Stack gap="md">
      <Table striped highlightOnHover visibleFrom="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's columns are fixed
              <Table.Th key={index} {...column.thProps}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list's columns are fixed
                <Table.Td key={index} {...column.tdProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" hiddenFrom="sm">
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{card(row)}</Fragment>
        ))}
      </Stack>
      <PagePagination page={list.data} onChange={onPage} />
      {footer?.(rows)}
    </Stack>
  );
}
