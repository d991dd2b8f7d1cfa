import { matchesArtistSearch } from '@fanship/domain/catalogue/artist-search';
import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useArtists } from '../../artists/index.ts';

type ArtistFilterSectionProps = {
  artistGroup: readonly string[];
  artistMember: readonly string[];
  onChange: (selection: { artistGroup: string[]; artistMember: string[] }) => void;
};

/** Artist groups with a name filter; a chosen group lists its members to narrow further. */
export function ArtistFilterSection({ artistGroup, artistMember, onChange }: ArtistFilterSectionProps) {
  const artists = useArtists();
  const [nameFilter, setNameFilter] = useState('');
  if (artists.isPending) return <SkeletonRows rows={3} />;
  if (artists.isError) {
    return <ErrorState message={errorMessageOf(artists.error)} onRetry={() => artists.refetch()} />;
  }
  const visible = artists.data.filter(
    (artist) => artistGroup.includes(artist.code) || matchesArtistSearch(artist, nameFilter),
  );

  function toggleGroup(code: string, isChecked: boolean) {
    const group = artists.data?.find((artist) => artist.code === code);
    const memberCodes = new Set(group?.members.map((member) => member.code) ?? []);
    onChange({
      artistGroup: isChecked ? [...artistGroup, code] : artistGroup.filter((value) => value !== code),
      // Unticking a group also drops its members.
      artistMember: isChecked ? [...artistMember] : artistMember.filter((value) => !memberCodes.has(value)),
    });
  }

  function toggleMember(code: string, isChecked: boolean) {
    onChange({
      artistGroup: [...artistGroup],
      artistMember: isChecked ? [...artistMember, code] : artistMember.filter((value) => value !== code),
    });
  }

  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Filter artists by name"
        placeholder="Search for artists..."
        value={nameFilter}
        onChange={(event) => setNameFilter(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={6} pr="sm">
          {visible.length === 0 && (
            <Text size="sm" c="dimmed">
              No artists found.
            </Text>
          )}
          {visible.map((artist) => {
            const isChosen = artistGroup.includes(artist.code);
            return (
              <Stack key={artist.code} gap={4}>
                <Checkbox
                  label={artist.name}
                  checked={isChosen}
                  onChange={(event) => toggleGroup(artist.code, event.currentTarget.checked)}
                />
                {isChosen && artist.members.length > 0 && (
                  <Stack gap={4} pl="lg">
                    {artist.members.map((member) => (
                      <Checkbox
                        key={member.code}
                        size="xs"
                        label={member.name}
                        checked={artistMember.includes(member.code)}
                        onChange={(event) => toggleMember(member.code, event.currentTarget.checked)}
                      />
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
