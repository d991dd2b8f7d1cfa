import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { StaffResource } from '../api/staff-resource.ts';
import { useStaffList, useStaffRemove } from '../api/staff-resource.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { type StaffColumn, StaffList } from './staff-list.tsx';

/** How one area's list screen looks. */
export type StaffListPageConfig<Row> = {
  title: string;
  description?: string;
  /** Where 'New' leads ('/staff/shop-products/new'); no button when absent. */
  newPath?: string;
  newLabel?: string;
  /** Placeholder of the keyword box; no box when absent. */
  searchPlaceholder?: string;
  columns: StaffColumn<Row>[];
  rowKey: (row: Row) => string | number;
  cardTitle: (row: Row) => ReactNode;
  emptyMessage: string;
  editPath?: (row: Row) => string;
  /** Names a row in the delete question; no Delete button when absent. */
  deleteSubject?: (row: Row) => string;
  deletedMessage?: string;
  extraActions?: (row: Row) => ReactNode;
};

type StaffListPageProps<Row> = {
  resource: StaffResource<Row, unknown>;
  config: StaffListPageConfig<Row>;
  /** Filters beyond the keyword (for example the post kind), already read from the address bar. */
  filters?: Record<string, string>;
  /** Controls shown beside the search box. */
  toolbar?: ReactNode;
};

/** The list screen of any staff area: header with 'New', keyword in the address bar, the list with actions. */
export function StaffListPage<Row>({ resource, config, filters = {}, toolbar }: StaffListPageProps<Row>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const list = useStaffList(resource, keyword ? { ...filters, keyword } : filters);
  const remove = useStaffRemove(resource);
  const setKeyword = (text: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text.trim()) next.set('keyword', text.trim());
        else next.delete('keyword');
        return next;
      },
      { replace: true },
    );

  const actions = (row: Row) => (
    <>
      {config.extraActions?.(row)}
      {config.editPath && (
        <Button size="xs" variant="light" component={Link} to={config.editPath(row)}>
          Edit
        </Button>
      )}
      {config.deleteSubject && (
        <ConfirmDeleteButton
          subject={config.deleteSubject(row)}
          successMessage={config.deletedMessage ?? 'Deleted.'}
          onConfirm={() => remove.mutateAsync(config.rowKey(row))}
        />
      )}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          config.newPath && (
            <Button component={Link} to={config.newPath}>
              {config.newLabel ?? 'New'}
            </Button>
          )
        }
      />
      {(config.searchPlaceholder || toolbar) && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {config.searchPlaceholder && (
            <DebouncedSearchInput
              aria-label={config.searchPlaceholder}
              placeholder={config.searchPlaceholder}
              value={keyword}
              onSearch={setKeyword}
              delay={300}
              style={{ flex: 1, minWidth: 200 }}
            />
          )}
          {toolbar}
        </Group>
      )}
      <StaffList
        list={list}
        columns={config.columns}
        rowKey={config.rowKey}
        cardTitle={config.cardTitle}
        emptyMessage={config.emptyMessage}
        actions={config.editPath || config.deleteSubject || config.extraActions ? actions : undefined}
      />
    </Stack>
  );
}
