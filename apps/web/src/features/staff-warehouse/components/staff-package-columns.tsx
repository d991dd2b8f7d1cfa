import type { StaffPackageRow, StaffPackageSort } from '@fanship/domain/warehouse/intake';
import { packageTypes } from '@fanship/domain/warehouse/package-statuses';
import { Button, List, Popover, Text } from '@mantine/core';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { CodeLink, RecordLinkCard } from '../../../components/ui/paged-list.tsx';
import { SortHeader, sortHeaderProps } from '../../../components/ui/sort-header.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { staffPackagePath } from './lookup-result.tsx';
import { PackageStatusBadge } from './package-status-badge.tsx';

/** The phone's sort select: every sort the headers offer, said in words. */
export const sortOptions: { value: StaffPackageSort; label: string }[] = [
  { value: '-received', label: 'Newest first' },
  { value: 'received', label: 'Oldest first' },
  { value: 'storage', label: 'Fewest storage days left' },
  { value: '-storage', label: 'Most storage days left' },
  { value: 'code', label: 'Code A–Z' },
  { value: '-code', label: 'Code Z–A' },
  { value: 'status', label: 'Status A–Z' },
  { value: '-status', label: 'Status Z–A' },
  { value: 'member', label: 'Member A–Z' },
  { value: '-member', label: 'Member Z–A' },
  { value: '-weight', label: 'Heaviest first' },
  { value: 'weight', label: 'Lightest first' },
];

const weight = (grams: number | null) => (grams === null ? '-' : `${(grams / 1000).toFixed(2)} kg`);

/** '12 free days left', '3 days charged' (storage past its free days), or '-' when storage is not counted. */
export function storageLeft(storage: StaffPackageRow['storage']): string {
  if (!storage) return '-';
  if (storage.daysLeft >= 0) return `${storage.daysLeft} free day${storage.daysLeft === 1 ? '' : 's'} left`;
  return `${storage.chargeableDays} day${storage.chargeableDays === 1 ? '' : 's'} charged`;
}

/** What the package types mean: opened by a tap or a click, so it works on touch too. */
export function PackageTypeLegend() {
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          What do the package types mean?
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <List size="sm" spacing={4} aria-label="Package types">
          {packageTypes.map((type) => (
            <List.Item key={type.code}>
              <b>
                {type.code} · {type.label}
              </b>
              : {type.hint}
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

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

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

/** The desktop table's columns; the sortable ones' headings sort (aria-sort says how). */
export function packageColumns(sort: string, onSort: (sort: string) => void): TableColumn<StaffPackageRow>[] {
  const sortable = (label: string, key: string) => ({
    header: <SortHeader label={label} sortKey={key} sort={sort} onSort={onSort} />,
    thProps: sortHeaderProps(sort, key),
  });
  return [
    {
      ...sortable('Code', 'code'),
      cell: (row) => (
        <>
          <CodeLink code={row.code} to={staffPackagePath(row.code)} />
          <Text size="xs" c="dimmed">
            {row.type} · {row.typeLabel}
          </Text>
        </>
      ),
    },
    {
      ...sortable('Status', 'status'),
      cell: (row) => <PackageStatusBadge status={row.status} label={row.statusLabel} size="md" />,
    },
    { ...sortable('Member', 'member'), cell: (row) => <Owner row={row} />, tdProps: { miw: 170 } },
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
      ...sortable('Weight', 'weight'),
      cell: (row) => weight(row.weightGrams),
      tdProps: { ta: 'right', ...nowrap },
    },
    { ...sortable('Storage', 'storage'), cell: (row) => storageLeft(row.storage), tdProps: nowrap },
    {
      ...sortable('Received (KST)', 'received'),
      cell: (row) => formatKstDateTime(row.createdAt),
      tdProps: nowrap,
    },
  ];
}

/** A package on a phone: code and type name, status, member, items, tracking, weight, storage and time. */
export function PackageCard({ row }: { row: StaffPackageRow }) {
  return (
    <RecordLinkCard
      code={row.code}
      to={staffPackagePath(row.code)}
      codeNote={
        <Text span c="dimmed" size="sm">
          {' '}
          ({row.type} · {row.typeLabel})
        </Text>
      }
      badge={<PackageStatusBadge status={row.status} label={row.statusLabel} />}
    >
      <Owner row={row} />
      <Text size="sm" lineClamp={1}>
        {row.itemSummary ?? 'No items recorded'}
      </Text>
      <Text size="xs" c="dimmed">
        {row.trackingNo ?? 'No tracking number'} · {weight(row.weightGrams)} · {storageLeft(row.storage)} ·{' '}
        {formatKstDateTime(row.createdAt)}
      </Text>
    </RecordLinkCard>
  );
}
