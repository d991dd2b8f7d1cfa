import type { PoolParcel } from '@fanship/domain/warehouse/claims';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Anchor, Box, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useLostAndFoundPool } from '../api/staff-claims-api.ts';
import { ParcelPhotos, PoolParcelCard } from './pool-parcel-card.tsx';

function PoolTable({ parcels }: { parcels: PoolParcel[] }) {
  return (
    <Card padding="xs">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" aria-label="Lost and found pool">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Photos</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Tracking No.</Table.Th>
              <Table.Th>Receiver</Table.Th>
              <Table.Th>Weight</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Arrived (KST)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parcels.map((parcel) => (
              <Table.Tr key={parcel.code}>
                <Table.Td maw={220}>
                  <ParcelPhotos parcel={parcel} size={56} />
                </Table.Td>
                <Table.Td ff="monospace" fw={700}>
                  {parcel.code}
                </Table.Td>
                <Table.Td ff="monospace">{parcel.trackingNo ?? '-'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{parcel.receiverName ?? '-'}</Text>
                  {parcel.staffNote && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {parcel.staffNote}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatWeightKg(parcel.weightGrams)}</Table.Td>
                <Table.Td>{formatSizeCm(parcel)}</Table.Td>
                <Table.Td>{formatKstDateTime(parcel.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * `/staff/lost-and-found`: the parcels that arrived without a registration and wait for a claim (UNCLAIMED, no
 * member), newest first, with their photos; searched by tracking number, receiver name or package code (in the
 * address bar). Claims are reviewed from the claims queue, where each shows its candidate parcels.
 */
export function StaffPoolPage() {
  const { params, page, update } = useListFilters();
  const search = params.get('search') ?? '';
  const pool = useLostAndFoundPool({ search, page });

  let body: React.ReactNode;
  if (pool.isPending) body = <SkeletonRows rows={5} />;
  else if (pool.isError)
    body = <ErrorState message={errorMessageOf(pool.error)} onRetry={() => pool.refetch()} />;
  else if (pool.data.content.length === 0)
    body = (
      <EmptyState
        message={search ? 'No parcel in the pool matches this search.' : 'The lost-and-found pool is empty.'}
      />
    );
  else
    body = (
      <Stack gap="sm" aria-busy={pool.isPlaceholderData} opacity={pool.isPlaceholderData ? 0.6 : 1}>
        <Text size="sm" c="dimmed">
          {pool.data.totalElements} {pool.data.totalElements === 1 ? 'parcel' : 'parcels'} waiting for a claim
        </Text>
        <Box visibleFrom="sm">
          <PoolTable parcels={pool.data.content} />
        </Box>
        <SimpleGrid cols={1} spacing="xs" hiddenFrom="sm">
          {pool.data.content.map((parcel) => (
            <PoolParcelCard key={parcel.code} parcel={parcel} />
          ))}
        </SimpleGrid>
        <PagePagination
          page={pool.data}
          onChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Lost & found"
        description={
          <>
            Parcels that arrived without a registration. Members claim them;{' '}
            <Anchor component={Link} to="/staff/requests/claim?status=SCPC01" size="sm">
              review the pending claims
            </Anchor>
            .
          </>
        }
      />
      <DebouncedSearchInput
        aria-label="Search by tracking number, receiver or code"
        placeholder="Search by tracking number, receiver or code"
        value={search}
        onSearch={(text) => update({ search: text.trim() })}
        delay={300}
      />
      {body}
    </Stack>
  );
}
