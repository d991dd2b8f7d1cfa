import {
  artistPath,
  artistSearchPlaceholder,
  matchesArtistSearch,
} from '@fanship/domain/catalogue/artist-search';
import { ARTIST_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { Avatar, Card, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useArtists } from '../api/get-artists.ts';

/** The artist list with its name filter (case-insensitive substring, 100 ms debounce). */
export function ArtistList() {
  const artists = useArtists();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, ARTIST_SEARCH_DEBOUNCE_MS);
  const visible = (artists.data ?? []).filter((artist) => matchesArtistSearch(artist, debouncedSearch));

  return (
    <Stack gap="md">
      <PageHeader title="Artists" description="Find goods, second-hand items and fansign events by artist." />
      <TextInput
        placeholder={artistSearchPlaceholder}
        aria-label="Search for artists"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {artists.isPending ? (
        <SkeletonRows rows={4} />
      ) : artists.isError ? (
        <ErrorState message={errorMessageOf(artists.error)} onRetry={() => void artists.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState message={debouncedSearch.trim() ? 'No artists found.' : 'No artists yet.'} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {visible.map((artist) => (
            <Card
              key={artist.code}
              component={Link}
              to={artistPath(artist.code)}
              withBorder
              padding="md"
              radius="md"
            >
              <Stack align="center" gap="xs">
                <Avatar src={artist.imagePath} alt="" size={96} radius={96} name={artist.name} />
                <Text fw={600} ta="center" lineClamp={2}>
                  {artist.name}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
