import type { InterestKeywordRef } from '@fanship/domain/catalogue/interests';
import { Button, Group } from '@mantine/core';

/** Keywords as toggle buttons (pressed when chosen), wrapping on narrow screens. */
export function KeywordToggles({
  keywords,
  chosen,
  onToggle,
  label,
  disabled,
}: {
  keywords: InterestKeywordRef[];
  chosen: ReadonlySet<string>;
  onToggle: (keyword: string) => void;
  /** Names the group for assistive technology. */
  label: string;
  disabled?: boolean;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {keywords.map(({ keyword, name }) => {
        const isChosen = chosen.has(keyword);
        return (
          <Button
            key={keyword}
            radius="xl"
            variant={isChosen ? 'filled' : 'default'}
            aria-pressed={isChosen}
            disabled={disabled}
            onClick={() => onToggle(keyword)}
            style={{ maxWidth: '100%' }}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}
