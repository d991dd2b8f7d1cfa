import { fansignSubTypeLabels, fansignTypeLabels } from '@fanship/domain/catalogue/catalogue-constants';
import type { StaffFansignEventRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { Text } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { fansignEventResource } from '../api/staff-resources.ts';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

const config: StaffListPageConfig<StaffFansignEventRecord> = {
  title: 'Fansign events',
  newPath: '/staff/fansign-events/new',
  newLabel: 'New event',
  searchPlaceholder: 'Search events by title',
  emptyMessage: 'No events found.',
  rowKey: (row) => row.id,
  cardTitle: (row) => row.title,
  editPath: (row) => `/staff/fansign-events/${row.id}`,
  deleteSubject: (row) => `The event “${row.title}”`,
  deletedMessage: 'Event deleted.',
  columns: [
    { label: 'Title', tableOnly: true, render: (row) => <Text fw={600}>{row.title}</Text> },
    { label: 'Artist', render: (row) => row.artistNameEn },
    {
      label: 'Type',
      render: (row) => `${fansignTypeLabels[row.type]} · ${fansignSubTypeLabels[row.subType]}`,
    },
    { label: 'Price', render: (row) => <Price krw={row.unitPriceKrw} /> },
    { label: 'Entry ends', render: (row) => formatKstDateTime(row.entryEndDate) },
  ],
};

/** /staff/fansign-events: every event with keyword search. */
export function FansignEventListPage() {
  return <StaffListPage resource={fansignEventResource} config={config} />;
}
