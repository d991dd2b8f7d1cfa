import type { StaffPackageRow } from '@fanship/domain/warehouse/intake';
import { packageMachine, packageTypes } from '@fanship/domain/warehouse/package-statuses';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CodeLink, ListSearchInput, PagedList, RecordLinkCard } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDate, formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useStaffPackages } from '../api/staff-packages-api.ts';
import { staffPackagePath } from './lookup-result.tsx';
import { PackageStatusBadge } from './package-status-badge.tsx';

const statusOptions = Object.entries(packageMachine.statuses).map(([value, label]) => ({ value, label }));
const typeOptions = packageTypes.map((type) => ({ value: type.code, label: `${type.code} · ${type.label}` }));

const weight = (grams: number | null) => (grams === null ? '-' : `${(grams / 1000).toFixed(2)} kg`);

function Owner({ row }: { row: StaffPackageRow }) {
  if (!row.owner) {
    return (
      <Text size="sm" c="violet.8">
        Lost &amp; found{row.receiverName ? ` · ${row.receiverName}` : ''}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">
        {row.owner.name} ({row.owner.code})
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {row.owner.email}
      </Text>
    </>
  );
}

const columns: TableColumn<StaffPackageRow>[] = [
  {
    header: 'Code',
    cell: (row) => (
      <>
        <CodeLink code={row.code} to={staffPackagePath(row.code)} />
        <Text size="xs" c="dimmed">
          Type {row.type}
        </Text>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (row) => <PackageStatusBadge status={row.status} label={row.statusLabel} size="md" />,
  },
  { header: 'Owner', cell: (row) => <Owner row={row} />, tdProps: { miw: 170 } },
  { header: 'Tracking', cell: (row) => row.trackingNo ?? '-', tdProps: { ff: 'monospace' } },
  {
    header: 'Items',
    cell: (row) => (
      <Text size="sm" lineClamp={2}>
        {row.itemSummary ?? '-'}
      </Text>
    ),
  },
  {
    header: 'Weight',
    cell: (row) => weight(row.weightGrams),
    thProps: { ta: 'right' },
    tdProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
  },
  {
    header: 'Received (KST)',
    cell: (row) => <span title={formatKstDateTime(row.createdAt)}>{formatKstDate(row.createdAt)}</span>,
    tdProps: { style: { whiteSpace: 'nowrap' } },
  },
];

function PackageCard({ row }: { row: StaffPackageRow }) {
  return (
    <RecordLinkCard
      code={row.code}
      to={staffPackagePath(row.code)}
      codeNote={
        <>
          {' '}
          <Text span c="dimmed" size="sm">
            ({row.type})
          </Text>
        </>
      }
      badge={<PackageStatusBadge status={row.status} label={row.statusLabel} />}
    >
      <Owner row={row} />
      <Text size="sm" lineClamp={1}>
        {row.itemSummary ?? 'No items recorded'}
      </Text>
      <Text size="xs" c="dimmed">
        {row.trackingNo ?? 'No tracking number'} · {weight(row.weightGrams)} ·{' '}
        {formatKstDateTime(row.createdAt)}
      </Text>
    </RecordLinkCard>
  );
}

/**
 * `/staff/packages`: every package, the lost-and-found pool's too, newest first: searched by package code,
 * tracking number, member ID or email, filtered by status and type; filters and page in the address bar.
 */
export function StaffPackageList() {
  const { params, page, update, setPage } = useListFilters();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const list = useStaffPackages({ search, status, type, page });
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
      </SimpleGrid>
      <PagedList
        list={list}
        label="Packages"
        columns={columns}
        framed={{ minWidth: 860 }}
        onPage={setPage}
        card={(row) => <PackageCard row={row} />}
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
