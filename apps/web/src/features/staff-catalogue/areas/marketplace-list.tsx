import type { StaffMarketplaceListingRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { Badge, Text } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { marketplaceResource } from '../api/staff-resources.ts';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

const statusColors: Record<string, string> = { SELLING: 'green', RESERVED: 'yellow', SOLD_OUT: 'gray' };

const config: StaffListPageConfig<StaffMarketplaceListingRecord> = {
  title: 'Marketplace listings',
  description: 'The second-hand listings of the local marketplace source.',
  newPath: '/staff/marketplace/new',
  newLabel: 'New listing',
  searchPlaceholder: 'Search listings by name',
  emptyMessage: 'No listings found.',
  rowKey: (row) => row.pid,
  cardTitle: (row) => row.name,
  editPath: (row) => `/staff/marketplace/${encodeURIComponent(row.pid)}`,
  deleteSubject: (row) => `The listing “${row.name}”`,
  deletedMessage: 'Listing deleted.',
  columns: [
    { label: 'Listing id', render: (row) => <Text ff="monospace">{row.pid}</Text> },
    { label: 'Name', tableOnly: true, render: (row) => <Text fw={600}>{row.name}</Text> },
    { label: 'Price', render: (row) => <Price krw={row.priceKrw} /> },
    {
      label: 'Status',
      render: (row) => (
        <Badge miw="max-content" variant="light" color={statusColors[row.saleStatus] ?? 'gray'}>
          {row.saleStatus}
        </Badge>
      ),
    },
    { label: 'Condition', render: (row) => (row.condition === 'LIKE_NEW' ? 'Almost new' : 'Used') },
    { label: 'Artist', render: (row) => row.artistGroupCode ?? '—' },
  ],
};

/** /staff/marketplace: the local listings with keyword search. */
export function MarketplaceListPage() {
  return <StaffListPage resource={marketplaceResource} config={config} />;
}
