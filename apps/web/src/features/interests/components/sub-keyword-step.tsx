import type { InterestKeyword } from '@fanship/domain/catalogue/interests';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { KeywordToggles } from './keyword-toggles.tsx';

/** Whether a keyword's name or code holds the search text (any letter case). */
function matches(keyword: { keyword: string; name: string }, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    text === '' || keyword.name.toLowerCase().includes(text) || keyword.keyword.toLowerCase().includes(text)
  );
}

/** Step two: the sub-keywords of the chosen top-level keywords, grouped under them, with a search. */
export function SubKeywordStep({
  parents,
  chosen,
  onToggle,
  disabled,
}: {
  /** The chosen top-level keywords that have sub-keywords. */
  parents: InterestKeyword[];
  chosen: ReadonlySet<string>;
  onToggle: (keyword: string) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const groups = parents
    .map((parent) => ({ parent, children: parent.children.filter((child) => matches(child, search)) }))
    .filter((group) => group.children.length > 0);
  return (
    <Stack gap="md">
      <TextInput
        label="Search keywords"
        placeholder="Search for artists, genres, goods..."
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {groups.length === 0 && <Text c="dimmed">No keywords match “{search.trim()}”.</Text>}
      {groups.map(({ parent, children }) => (
        <Stack key={parent.keyword} gap="xs">
          <Title order={3} fz="md">
            {parent.name}
          </Title>
          <KeywordToggles
            keywords={children}
            chosen={chosen}
            onToggle={onToggle}
            label={parent.name}
            disabled={disabled}
          />
        </Stack>
      ))}
    </Stack>
  );
}
