import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-client.ts';
import { useListFilters } from '../../lib/use-list-filters.ts';
import { CardTable, ColumnTable, type TableColumn } from './column-table.tsx';
import { DebouncedSearchInput } from './debounced-search-input.tsx';
import { PagePagination } from './page-pagination.tsx';
import { ErrorState, SkeletonRows } from './states.tsx';

type PagedAnswer<Row> = { content: Row[]; currentPage: number; totalPages: number; totalElements?: number };

export type PagedListProps<Row> = {
  /** A row's key: its record code unless the list gives one (rows without a code must give one). */
  rowKey?: (row: Row) => string | number;
  list: UseQueryResult<PagedAnswer<Row>>;
  /** The table's accessible name ('Packages'). */
  label: string;
  columns: readonly TableColumn<Row>[];
  /** A row as a card on phones. */
  card: (row: Row) => ReactNode;
  /** What an empty page shows. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** The line above the rows, given how many there are in all ('3 packages'); none when absent. */
  total?: (count: number) => ReactNode;
  /** Under the list, given the page's rows (the selection bar). */
  footer?: (rows: Row[]) => ReactNode;
  /**
   * The staff screens' look: the table framed in a card, scrolling sideways below `minWidth`, rows lit under the
   * pointer unless `highlightOnHover` is false, dimmed while the next page loads. Without it, a member's list: a
   * striped table.
   */
  framed?: { minWidth: number; highlightOnHover?: boolean };
  /** The phone cards make a list named `label` (each card then says it is a `listitem`). */
  cardsAsList?: boolean;
};

/**
 * Every paged list's body, written once (members' request lists, staff queues): loading, error with retry, the
 * empty state, then a table of the columns on wide screens and the cards on phones, with the page picker under it.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { list, label, columns, card, empty, onPage, total, footer, framed, cardsAsList = false } = props;
  // Without a key of its own a row has a code.
  const rowKey = props.rowKey ?? ((row: Row) => (row as { code: string }).code);
  if (list.isPending) return <SkeletonRows rows={framed ? 5 : 4} />;
  if (list.isError) return <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  const rows = list.data.content;
  if (rows.length === 0) return empty;
  const loadingNext = Boolean(framed) && list.isPlaceholderData;
  const table = { 'aria-label': label, columns, rows, rowKey };
  return (
    <Stack gap={framed ? 'sm' : 'md'} aria-busy={loadingNext || undefined} opacity={loadingNext ? 0.6 : 1}>
      {total && list.data.totalElements !== undefined && (
        <Text size="sm" c="dimmed">
          {total(list.data.totalElements)}
        </Text>
      )}
      {framed ? (
        <CardTable {...table} minWidth={framed.minWidth} highlightOnHover={framed.highlightOnHover ?? true} />
      ) : (
        <ColumnTable {...table} striped highlightOnHover visibleFrom="sm" />
      )}
      <Stack
        gap={framed ? 'xs' : 'sm'}
        hiddenFrom="sm"
        role={cardsAsList ? 'list' : undefined}
        aria-label={cardsAsList ? label : undefined}
      >
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{card(row)}</Fragment>
        ))}
      </Stack>
      <PagePagination page={list.data} onChange={onPage} />
      {footer?.(rows)}
    </Stack>
  );
}

/** The search box of a list whose search lives in the address bar (`?search=`). */
export function ListSearchInput({ label, placeholder = label }: { label: string; placeholder?: string }) {
  const { params, update } = useListFilters();
  return (
    <DebouncedSearchInput
      aria-label={label}
      placeholder={placeholder}
      value={params.get('search') ?? ''}
      onSearch={(text) => update({ search: text.trim() })}
      delay={300}
    />
  );
}

/** A record's code in a table cell, linking to its page. */
export function CodeLink({ code, to }: { code: string; to: string }) {
  return (
    <Anchor component={Link} to={to} ff="monospace" fw={700}>
      {code}
    </Anchor>
  );
}

/**
 * 'Open ' before a card's code for screen readers: the card is named by everything it shows, starting 'Open CODE'
 * (WCAG 2.5.3 label in name: a label of its own, 'Open CODE', left its visible text out of its name).
 */
export function OpenPrefix({ what = 'Open' }: { what?: string }) {
  return (
    <>
      <VisuallyHidden>{what}</VisuallyHidden>{' '}
    </>
  );
}

/** A row as a phone card that opens the record: its code (and a note after it) and badge on top, then `children`. */
export function RecordLinkCard({
  code,
  to,
  codeNote,
  badge,
  children,
}: {
  code: string;
  to: string;
  codeNote?: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component={Link} to={to} padding="sm" withBorder>
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text ff="monospace" fw={700}>
          <OpenPrefix />
          {code}
          {codeNote}
        </Text>
        {badge}
      </Group>
      {children}
    </Card>
  );
}
