import { Box, Container, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The bar's height (a medium button and its padding): the page is padded by it, so it covers no field. */
export const RECEIVE_BAR_HEIGHT = 68;

/**
 * The desk's Receive action, fixed at the bottom of the screen on a desktop and a phone, so a parcel is received
 * without scrolling to the end of the form. While it is there the page is padded by its height and the browser keeps
 * a focused field clear of it (`scroll-padding-bottom`), so it never hides a field or its message.
 */
export function ReceiveBar({ trackingNo, children }: { trackingNo: string; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${RECEIVE_BAR_HEIGHT}px`;
    document.body.style.paddingBottom = `${RECEIVE_BAR_HEIGHT}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <Box
      role="group"
      aria-label="Receive bar"
      h={RECEIVE_BAR_HEIGHT}
      bg="var(--mantine-color-body)"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      // Below the header's menu (100) and toasts, above the page.
      style={{
        zIndex: 90,
        borderTop: '1px solid var(--mantine-color-default-border)',
        boxShadow: 'var(--mantine-shadow-sm)',
      }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="flex-end" gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" ff="monospace" truncate>
            {trackingNo}
          </Text>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
