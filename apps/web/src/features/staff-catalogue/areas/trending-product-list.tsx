import type { StaffTrendingProductRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { Text } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { trendingProductResource } from '../api/staff-resources.ts';
import { imageColumn } from '../components/image-column.tsx';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

const config: StaffListPageConfig<StaffTrendingProductRecord> = {
  title: 'Trending products',
  newPath: '/staff/trending-products/new',
  newLabel: 'New trending product',
  searchPlaceholder: 'Search trending products by name',
  emptyMessage: 'No trending products found.',
  rowKey: (row) => row.id,
  cardTitle: (row) => row.name,
  editPath: (row) => `/staff/trending-products/${row.id}`,
  deleteSubject: (row) => `“${row.name}”`,
  deletedMessage: 'Trending product deleted.',
  columns: [
    imageColumn((row) => row.thumbnailPath),
    { label: 'Name', tableOnly: true, render: (row) => <Text fw={600}>{row.name}</Text> },
    { label: 'Price', render: (row) => <Price krw={row.unitPriceKrw} /> },
    { label: 'Shop', render: (row) => row.shopName },
    { label: 'Shop closes', render: (row) => (row.shopCloseAt ? formatKstDateTime(row.shopCloseAt) : '—') },
  ],
};

/** /staff/trending-products: the trending catalogue with keyword search. */
export function TrendingProductListPage() {
  return <StaffListPage resource={trendingProductResource} config={config} />;
}
