import type { ArtistGroupDetail } from '@fanship/domain/catalogue/artists';
import { Badge, Text } from '@mantine/core';
import { artistGroupResource } from '../api/staff-resources.ts';
import { imageColumn } from '../components/image-column.tsx';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

const config: StaffListPageConfig<ArtistGroupDetail> = {
  title: 'Artists',
  description: 'Artist groups and soloists with their members.',
  newPath: '/staff/artists/new',
  newLabel: 'New artist',
  searchPlaceholder: 'Search artists by code or name',
  emptyMessage: 'No artists found.',
  rowKey: (row) => row.code,
  cardTitle: (row) => `${row.name} (${row.code})`,
  editPath: (row) => `/staff/artists/${encodeURIComponent(row.code)}`,
  deleteSubject: (row) => `The artist “${row.name}” and its members`,
  deletedMessage: 'Artist deleted.',
  columns: [
    imageColumn((row) => row.imagePath, { size: 40, round: true }),
    { label: 'Code', tableOnly: true, render: (row) => <Text ff="monospace">{row.code}</Text> },
    { label: 'Name', tableOnly: true, render: (row) => <Text fw={600}>{row.name}</Text> },
    {
      label: 'Type',
      render: (row) => (
        <Badge miw="max-content" variant="light">
          {row.type === 'G' ? 'Group' : 'Soloist'}
        </Badge>
      ),
    },
    { label: 'Members', render: (row) => row.members.length },
    { label: 'Search terms', render: (row) => row.searchTerm || '—' },
  ],
};

/** /staff/artists: every artist group with its member count. */
export function ArtistGroupListPage() {
  return <StaffListPage resource={artistGroupResource} config={config} />;
}
