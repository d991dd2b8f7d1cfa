import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import type { StaffPage } from '../api/staff-resource.ts';

/** One column of a staff table (and one line of the phone card). */
export type StaffColumn<Row> = {
  label: string;
  render: (row: Row) => ReactNode;
  /** Hidden on the phone card (for example the image, which the card shows on its own). */
  tableOnly?: boolean;
};

type StaffListProps<Row> = {
  list: UseInfiniteQueryResult<InfiniteData<StaffPage<Row>>>;
  columns: StaffColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The phone card's heading. */
  cardTitle: (row: Row) => ReactNode;
  emptyMessage: string;
  /** Edit, delete and other buttons of a row. */
  actions?: (row: Row) => ReactNode;
};

/** Any staff list: skeleton while loading, error with retry, empty message, table on desktop, cards on phones. */
export function StaffList<Row>({
  list,
  columns,
  rowKey,
  cardTitle,
  emptyMessage,
  actions,
}: StaffListProps<Row>) {
  if (list.isPending) return <SkeletonRows rows={5} />;
  if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  const rows = list.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <EmptyState message={emptyMessage} />;
  const tableColumns: TableColumn<Row>[] = columns.map((column) => ({
    header: column.label,
    cell: column.render,
  }));
  if (actions) {
    tableColumns.push({
      header: null,
      thProps: { 'aria-label': 'Actions' },
      cell: (row) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {actions(row)}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="sm" aria-busy={list.isPlaceholderData} opacity={list.isPlaceholderData ? 0.6 : 1}>
      <CardTable
        columns={tableColumns}
        rows={rows}
        rowKey={rowKey}
        minWidth={720}
        rowProps={{ 'data-staff-row': true }}
      />
      <Stack gap="sm" hiddenFrom="sm">
        {rows.map((row) => (
          <Card key={rowKey(row)} padding="sm" withBorder data-staff-row>
            <Stack gap={6}>
              <Text fw={700}>{cardTitle(row)}</Text>
              {columns
                .filter((column) => !column.tableOnly)
                .map((column) => (
                  <Group key={column.label} gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {column.label}
                    </Text>
                    <Box ta="right">{column.render(row)}</Box>
                  </Group>
                ))}
              {actions && (
                <Group gap="xs" justify="flex-end">
                  {actions(row)}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <InfiniteSentinel
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
      />
    </Stack>
  );
}
