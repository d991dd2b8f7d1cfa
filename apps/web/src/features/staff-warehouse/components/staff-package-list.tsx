import type { StaffPackageRow } from '@fanship/domain/warehouse/intake';
import { packageMachine, packageTypes } from '@fanship/domain/warehouse/package-statuses';
import { Anchor, Box, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
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

function PackageRows({ rows }: { rows: StaffPackageRow[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <Card padding="xs">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Packages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Tracking</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th ta="right">Weight</Table.Th>
                  <Table.Th>Received (KST)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.code}>
                    <Table.Td>
                      <Anchor component={Link} to={staffPackagePath(row.code)} ff="monospace" fw={700}>
                        {row.code}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        Type {row.type}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PackageStatusBadge status={row.status} label={row.statusLabel} size="md" />
                    </Table.Td>
                    <Table.Td miw={170}>
                      <Owner row={row} />
                    </Table.Td>
                    <Table.Td ff="monospace">{row.trackingNo ?? '-'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {row.itemSummary ?? '-'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {weight(row.weightGrams)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} title={formatKstDateTime(row.createdAt)}>
                      {formatKstDate(row.createdAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Box>
      <Stack gap="xs" hiddenFrom="sm">
        {rows.map((row) => (
          <Card
            key={row.code}
            component={Link}
            to={staffPackagePath(row.code)}
            padding="sm"
            withBorder
            aria-label={`Open ${row.code}`}
          >
            <Group justify="space-between" wrap="wrap" gap={4}>
              <Text ff="monospace" fw={700}>
                {row.code}{' '}
                <Text span c="dimmed" size="sm">
                  ({row.type})
                </Text>
              </Text>
              <PackageStatusBadge status={row.status} label={row.statusLabel} />
            </Group>
            <Owner row={row} />
            <Text size="sm" lineClamp={1}>
              {row.itemSummary ?? 'No items recorded'}
            </Text>
            <Text size="xs" c="dimmed">
              {row.trackingNo ?? 'No tracking number'} · {weight(row.weightGrams)} ·{' '}
              {formatKstDateTime(row.createdAt)}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/**
 * `/staff/packages`: every package, the lost-and-found pool's too, newest first: searched by package code,
 * tracking number, member ID or email, filtered by status and type; filters and page in the address bar.
 */
export function StaffPackageList() {
  const { params, page, update } = useListFilters();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const list = useStaffPackages({ search, status, type, page });

  let body: React.ReactNode;
  if (list.isPending) body = <SkeletonRows rows={6} />;
  else if (list.isError)
    body = <ErrorState message={errorMessageOf(list.error)} onRetry={() => list.refetch()} />;
  else if (list.data.content.length === 0)
    body = (
      <EmptyState
        message={search || status || type ? 'No packages match these filters.' : 'No packages yet.'}
      />
    );
  else
    body = (
      <Stack gap="sm" aria-busy={list.isPlaceholderData} opacity={list.isPlaceholderData ? 0.6 : 1}>
        <Text size="sm" c="dimmed">
          {list.data.totalElements} package{list.data.totalElements === 1 ? '' : 's'}
        </Text>
        <PackageRows rows={list.data.content} />
        <PagePagination
          page={list.data}
          onChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Packages"
        description="Find a package by its code, tracking number, or its member's ID or email."
      />
      <DebouncedSearchInput
        aria-label="Search packages"
        placeholder="Package code, tracking number, member ID or email"
        value={search}
        onSearch={(text) => update({ search: text.trim() })}
        delay={300}
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
      {body}
    </Stack>
  );
}
