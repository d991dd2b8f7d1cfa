import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// Its own module: the app's entry draws it (the router's fallback) without the rest of these states.
export { LoadingState } from './loading-state.tsx';

export function SkeletonRows({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed">{message}</Text>
      {children}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title="Something went wrong">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Said instead of endless placeholders while the device is offline (a query paused by TanStack Query). */
export const offlineMessage = "You're offline. This page will load as soon as you're back online.";

/** The offline notice: shown where a list's first page (or its next page) waits for the network. */
export function OfflineState({ message = offlineMessage }: { message?: string }) {
  return (
    <Alert color="gray" variant="light" title="No connection" role="status">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}
