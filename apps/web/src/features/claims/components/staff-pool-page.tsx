import type { PoolPage } from '@fanship/domain/warehouse/claims';
import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListSearchInput, PagedList } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useLostAndFoundPool } from '../api/staff-claims-api.ts';
import { ParcelPhotos, PoolParcelCard } from './pool-parcel-card.tsx';

type PoolRow = PoolPage['content'][number];

/** How many pending claims a parcel may answer (it is among their candidates), or nothing when none. */
function PendingClaims({ parcel }: { parcel: PoolRow }) {
  if (parcel.pendingClaims === 0) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Badge color="yellow" variant="light">
      {parcel.pendingClaims} pending {parcel.pendingClaims === 1 ? 'claim' : 'claims'}
    </Badge>
  );
}

const columns: TableColumn<PoolRow>[] = [
  { header: 'Photos', cell: (parcel) => <ParcelPhotos parcel={parcel} size={56} />, tdProps: { maw: 220 } },
  { header: 'Code', cell: (parcel) => parcel.code, tdProps: { ff: 'monospace', fw: 700 } },
  { header: 'Tracking No.', cell: (parcel) => parcel.trackingNo ?? '-', tdProps: { ff: 'monospace' } },
  {
    header: 'Receiver',
    cell: (parcel) => (
      <>
        <Text size="sm">{parcel.receiverName ?? '-'}</Text>
        {parcel.staffNote && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {parcel.staffNote}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Weight', cell: (parcel) => formatWeightKg(parcel.weightGrams) },
  { header: 'Size', cell: (parcel) => formatSizeCm(parcel) },
  { header: 'Arrived (KST)', cell: (parcel) => formatKstDateTime(parcel.createdAt) },
  { header: 'Claims', cell: (parcel) => <PendingClaims parcel={parcel} /> },
];

/**
 * `/staff/lost-and-found`: the parcels that arrived without a registration and wait for a claim (UNCLAIMED, no
 * member), newest first, with their photos; searched by tracking number, receiver name or package code (in the
 * address bar). Claims are reviewed from the claims queue, where each shows its candidate parcels.
 */
export function StaffPoolPage() {
  const { params, page, setPage } = useListFilters();
  const search = params.get('search') ?? '';
  const pool = useLostAndFoundPool({ search, page });
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
      <ListSearchInput label="Search by tracking number, receiver or code" />
      <PagedList
        list={pool}
        label="Lost and found pool"
        columns={columns}
        framed={{ minWidth: 820, highlightOnHover: false }}
        onPage={setPage}
        card={(parcel) => (
          <PoolParcelCard
            parcel={parcel}
            badge={parcel.pendingClaims > 0 ? <PendingClaims parcel={parcel} /> : undefined}
          />
        )}
        empty={
          <EmptyState
            message={
              search ? 'No parcel in the pool matches this search.' : 'The lost-and-found pool is empty.'
            }
          />
        }
        total={(count) => `${count} ${count === 1 ? 'parcel' : 'parcels'} waiting for a claim`}
      />
    </Stack>
  );
}
