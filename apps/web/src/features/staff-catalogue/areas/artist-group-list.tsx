import type { ArtistGroupDetail } from '@fanship/domain/catalogue/artists';
import { Badge, Image, Text } from '@mantine/core';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { artistGroupResource } from '../api/staff-resources.ts';
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
    {
      label: 'Image',
      tableOnly: true,
      render: (row) =>
        row.imagePath ? (
          <Image
            fallbackSrc={imagePlaceholderSrc}
            src={row.imagePath}
            alt=""
            w={40}
            h={40}
            radius="xl"
            fit="cover"
          />
        ) : null,
    },
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
