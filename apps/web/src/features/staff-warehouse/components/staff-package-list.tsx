import { packageMachine, packageTypes } from '@fanship/domain/warehouse/package-statuses';
import { Box, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListSearchInput, PagedList } from '../../../components/ui/paged-list.tsx';
import {
  PhoneSelectPage,
  SelectRow,
  selectionColumn,
  useChosenCodes,
} from '../../../components/ui/row-selection.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useStaffPackages } from '../api/staff-packages-api.ts';
import { BulkStatusChange } from './staff-package-bulk.tsx';
import { PackageCard, PackageTypeLegend, packageColumns, sortOptions } from './staff-package-columns.tsx';

const statusOptions = Object.entries(packageMachine.statuses).map(([value, label]) => ({ value, label }));
const typeOptions = packageTypes.map((type) => ({ value: type.code, label: `${type.code} · ${type.label}` }));

/**
 * `/staff/packages`: every package, the lost-and-found pool's too, newest first: searched by package code,
 * tracking number, member ID, email or name, filtered by status and type, sorted by a column (the table's
 * headings on a desktop, the Sort select everywhere); filters, sort and page in the address bar.
 */
export function StaffPackageList() {
  const { params, page, update, setPage } = useListFilters();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '-received';
  const list = useStaffPackages({ search, status, type, sort, page });
  const onSort = (next: string) => update({ sort: next === '-received' ? '' : next });
  const selection = useChosenCodes();
  const rows = list.data?.content ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title="Packages"
        description="Find a package by its code, tracking number, or its member's ID, email or name."
      />
      <ListSearchInput
        label="Search packages"
        placeholder="Package code, tracking number, member ID, email or name"
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Select
          label="Status"
          placeholder="All statuses"
          data={statusOptions}
          value={status || null}
          onChange={(value) => update({ status: value ?? '' })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Type"
          placeholder="All types"
          data={typeOptions}
          value={type || null}
          onChange={(value) => update({ type: value ?? '' })}
          clearable
        />
        <Select
          label="Sort by"
          data={sortOptions}
          value={sort}
          onChange={(value) => onSort(value ?? '')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <PackageTypeLegend />
        <BulkStatusChange selection={selection} />
      </Group>
      <PhoneSelectPage codes={rows.map((row) => row.code)} selection={selection} />
      <PagedList
        list={list}
        label="Packages"
        columns={[selectionColumn(rows, selection), ...packageColumns(sort, onSort)]}
        framed={{ minWidth: 1020 }}
        onPage={setPage}
        card={(row) => (
          <Group wrap="nowrap" align="flex-start" gap="xs">
            <Box pt="md">
              <SelectRow code={row.code} selection={selection} />
            </Box>
            <Box flex={1} miw={0}>
              <PackageCard row={row} />
            </Box>
          </Group>
        )}
        empty={
          <EmptyState
            message={search || status || type ? 'No packages match these filters.' : 'No packages yet.'}
          />
        }
        total={(count) => `${count} package${count === 1 ? '' : 's'}`}
      />
    </Stack>
  );
}
