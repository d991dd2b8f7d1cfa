import { Box, Container, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/** The bar's height (a medium button and its padding): the page is padded by it, so it covers no field. */
export const ACTION_BAR_HEIGHT = 68;

/**
 * A form's primary action, fixed at the bottom of the screen on a desktop and a phone, so a long form is sent
 * without scrolling to its end (the intake desk's Receive, an OFM's 'Record the purchase'). Put it inside the form:
 * its button submits it. While it is there the page is padded by its height and the browser keeps a focused field
 * clear of it (`scroll-padding-bottom`), so it never hides a field or its message. `hint` says what is being sent
 * (the parcel's tracking number, the request's code).
 */
export function ActionBar({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${ACTION_BAR_HEIGHT}px`;
    document.body.style.paddingBottom = `${ACTION_BAR_HEIGHT}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <Box
      role="group"
      aria-label={label}
      h={ACTION_BAR_HEIGHT}
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
            {hint}
          </Text>
          {children}
        </Group>
      </Container>
    </Box>
  );
}
