import { Box, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Price } from './price.tsx';

type SelectionBarProps = {
  /** How many requests are selected. */
  count: number;
  /** What the selected requests come to, in KRW. */
  totalKrw: number;
  /** The actions on the selection (Pay Now once paying exists). */
  children?: ReactNode;
};

/**
 * The summary of the requests a member selected in a request list: a line above the list on wide screens and a
 * bar fixed to the bottom of the screen on phones (the spec's mobile bottom bar), with a spacer so the bar never
 * covers the last row.
 */
export function SelectionBar({ count, totalKrw, children }: SelectionBarProps) {
  const summary = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {count === 0 ? 'No requests selected' : `${count} selected`}
        {count > 0 && (
          <>
            {' · '}
            <Price krw={totalKrw} fw={700} />
          </>
        )}
      </Text>
      {children}
    </Group>
  );
  return (
    <>
      <Box visibleFrom="sm" data-testid="selection-summary">
        {summary}
      </Box>
      <Box hiddenFrom="sm" h={64} aria-hidden />
      <Paper
        hiddenFrom="sm"
        shadow="md"
        withBorder
        p="sm"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ zIndex: 150, borderRadius: 0 }}
        role="region"
        aria-label="Selected requests"
      >
        {summary}
      </Paper>
    </>
  );
}
