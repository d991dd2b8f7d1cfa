import { Alert } from '@mantine/core';
import { errorMessageOf } from '../../lib/api-client.ts';

/**
 * The server's message above a form whose last submit failed: a message kept by the form, or the failed
 * request's error (nothing while there is neither).
 */
export function FailureAlert({
  message,
  error,
  title,
}: {
  message?: string | null;
  error?: unknown;
  title?: string;
}) {
  const text = message || (error ? errorMessageOf(error) : null);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {text}
    </Alert>
  );
}
