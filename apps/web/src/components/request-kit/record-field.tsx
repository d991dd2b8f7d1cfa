import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a request's page (Created, Tracking, Seller, …): a small grey label over the value. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
