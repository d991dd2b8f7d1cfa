import type { RateCardRecord } from '@fanship/domain/catalogue/staff-content';
import { Badge, Text } from '@mantine/core';
import { rateCardResource } from '../api/staff-resources.ts';
import { AdminOnly } from '../components/admin-only.tsx';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

const config: StaffListPageConfig<RateCardRecord> = {
  title: 'Rate cards',
  description: 'The carriers, zones and weight steps the shipping calculator quotes from.',
  newPath: '/staff/rate-cards/new',
  newLabel: 'New rate card',
  emptyMessage: 'No rate cards yet.',
  rowKey: (row) => row.id,
  cardTitle: (row) => `${row.carrier} · ${row.type}`,
  editPath: (row) => `/staff/rate-cards/${row.id}`,
  deleteSubject: (row) => `The rate card ${row.carrier} ${row.zone ?? ''}`.trim(),
  deletedMessage: 'Rate card deleted.',
  columns: [
    { label: 'Carrier', tableOnly: true, render: (row) => <Text fw={600}>{row.carrier}</Text> },
    { label: 'Type', tableOnly: true, render: (row) => row.type },
    { label: 'Zone', render: (row) => row.zone ?? '—' },
    {
      label: 'Countries',
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {row.countries.join(', ')}
        </Text>
      ),
    },
    { label: 'Max weight', render: (row) => `${(row.maxWeightGrams / 1000).toLocaleString('en-US')} kg` },
    { label: 'Steps', render: (row) => row.steps.length },
    {
      label: 'Active',
      render: (row) => (
        <Badge miw="max-content" variant="light" color={row.isActive ? 'green' : 'gray'}>
          {row.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ],
};

/** /staff/rate-cards (admin): every rate card. */
export function RateCardListPage() {
  return (
    <AdminOnly>
      <StaffListPage resource={rateCardResource} config={config} />
    </AdminOnly>
  );
}
