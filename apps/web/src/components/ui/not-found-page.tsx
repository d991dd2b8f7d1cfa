import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { ErrorState } from './states.tsx';

/**
 * Whether a failed detail request means the record is not there: 404, or 400 for an id that cannot
 * exist (such as '/fansign-events/abc'). Such pages show the 404 page rather than an error to retry.
 */
export function isMissingRecordError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={64} fw={800} c="pink.2" lh={1}>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" variant="light">
        Back to the start page
      </Button>
    </Stack>
  );
}

/** A detail page's failed request: the 404 page when the record is not there, else the error with Retry. */
export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  if (isMissingRecordError(error)) return <NotFoundPage />;
  return <ErrorState message={errorMessageOf(error)} onRetry={() => void onRetry()} />;
}
