import type { ArtistPage } from '@fanship/domain/catalogue/artists';
import type { FansignEvent } from '@fanship/domain/catalogue/fansign-events';
import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { Anchor, Avatar, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { EmptyState, SkeletonRows } from '../../../components/ui/states.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useArtistPage } from '../api/get-artists.ts';

type ArtistPageViewProps = {
  code: string;
  /** Draws one marketplace listing of the preview (the marketplace feature's card). */
  renderListing: (listing: MarketplaceListing) => ReactNode;
  /** Draws one fansign event of the preview (the fansign feature's card). */
  renderEvent: (event: FansignEvent) => ReactNode;
};

function PreviewSection({
  title,
  moreTo,
  emptyMessage,
  children,
  count,
}: {
  title: string;
  moreTo: string;
  emptyMessage: string;
  children: ReactNode;
  count: number;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} fz={22}>
          {title}
        </Title>
        {count > 0 && (
          <Anchor component={Link} to={moreTo}>
            More
          </Anchor>
        )}
      </Group>
      {count === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ArtistHeader({ artist }: { artist: ArtistPage['artist'] }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Avatar src={artist.imagePath} alt="" size={120} radius={120} name={artist.name} />
      <Stack gap="xs" style={{ flex: '1 1 260px' }}>
        <Group gap="xs">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {artist.name}
          </Title>
          <Badge variant="light">{artist.type === 'S' ? 'Solo' : 'Group'}</Badge>
        </Group>
        {artist.description && <Text style={{ whiteSpace: 'pre-line' }}>{artist.description}</Text>}
        {artist.members.length > 0 && (
          <Group gap={6} aria-label="Members">
            {artist.members.map((member) => (
              <Badge key={member.code} variant="outline" color="gray">
                {member.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/** The artist page: header, then the first 5 marketplace listings and fansign events, each with 'More'. */
export function ArtistPageView({ code, renderListing, renderEvent }: ArtistPageViewProps) {
  const page = useArtistPage(code);
  usePageTitle(page.data?.artist.name);
  if (page.isPending) return <SkeletonRows rows={5} />;
  if (page.isError) return <RecordError error={page.error} onRetry={page.refetch} />;
  const { artist, marketplacePreview, fansignPreview } = page.data;
  return (
    <Stack gap="xl">
      <ArtistHeader artist={artist} />
      <PreviewSection
        title="Marketplace"
        moreTo={`/bunjang-products?keyword=${encodeURIComponent(artist.name)}`}
        emptyMessage="No marketplace items for this artist yet."
        count={marketplacePreview.length}
      >
        {marketplacePreview.map(renderListing)}
      </PreviewSection>
      <PreviewSection
        title="Fansign"
        moreTo={`/fansign-events?artist=${encodeURIComponent(artist.code)}`}
        emptyMessage="No fansign events for this artist yet."
        count={fansignPreview.length}
      >
        {fansignPreview.map(renderEvent)}
      </PreviewSection>
    </Stack>
  );
}
