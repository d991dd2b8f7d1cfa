import { Box, Card, Table, type TableProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

/** One column of a list's table: its heading and its cell, with the cells' own props (alignment, width). */
export type TableColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  thProps?: ComponentProps<typeof Table.Th>;
  tdProps?: ComponentProps<typeof Table.Td>;
};

type ColumnTableProps<Row> = Omit<TableProps, 'children'> & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Props of every body row (a marker attribute tests look for). */
  rowProps?: ComponentProps<typeof Table.Tr> & Record<`data-${string}`, boolean>;
};

/** A table drawn from its columns: a heading row, then a row per item; other props go to Mantine's Table. */
export function ColumnTable<Row>({ columns, rows, rowKey, rowProps, ...tableProps }: ColumnTableProps<Row>) {
  return (
    <Table {...tableProps}>
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
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...rowProps}>
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
  );
}

type CardTableProps<Row> = ColumnTableProps<Row> & {
  /** Below this width the table scrolls sideways inside its card. */
  minWidth: number;
};

/**
 * The staff screens' table, shown on wide screens only (phones get cards): framed in a card and scrolling
 * sideways when the screen is narrower than `minWidth`.
 */
export function CardTable<Row>({ minWidth, ...tableProps }: CardTableProps<Row>) {
  return (
    <Box visibleFrom="sm">
      <Card padding="xs">
        <Table.ScrollContainer minWidth={minWidth}>
          <ColumnTable verticalSpacing="sm" highlightOnHover {...tableProps} />
        </Table.ScrollContainer>
      </Card>
    </Box>
  );
}
