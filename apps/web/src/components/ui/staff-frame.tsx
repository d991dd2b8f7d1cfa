import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingState } from './loading-state.tsx';

/** As tall as the shop's header, so toasts placed below it (`app/notifications-outlet.module.css`) clear it. */
const HEADER_HEIGHT = 64;

/** The staff console's header bar (`features/staff`' StaffHeader fills it with its links and the worker). */
export function StaffHeaderBar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      h={HEADER_HEIGHT}
      bg="var(--mantine-color-body)"
      px={{ base: 'sm', sm: 'lg' }}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        {children}
      </Group>
    </Box>
  );
}

/**
 * What a full load of a `/staff/...` address shows until the session and the console's code are there: the
 * console's header and a loading line, never the shop's menu and cart (issue 23). It is in the first chunk, so it
 * names no feature; the console (`features/staff`) draws its full header once loaded.
 */
export function StaffFrameLoading() {
  return (
    <>
      <StaffHeaderBar>
        <Text fw={800} fz={20} miw="max-content" c="var(--mantine-color-anchor)">
          Fanship Staff
        </Text>
      </StaffHeaderBar>
      <Box component="main">
        <LoadingState />
      </Box>
    </>
  );
}
