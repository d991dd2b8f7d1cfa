import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-client.ts';
import { UploadTrackerProvider } from './upload-tracker.tsx';

/** Puts a field message the server answered next to its field (where the form has that field). */
export type SetFieldError = (name: string, message: string) => void;

/** The SetFieldError of a react-hook-form form: the message shows under the named field. */
export function fieldErrorSetter(form: {
  setError: (name: never, error: { type: string; message: string }) => void;
}): SetFieldError {
  return (name, message) => form.setError(name as never, { type: 'server', message });
}

/** Shows a failed save: the message through `setFailure`, field messages through `setFieldError`. */
export function reportSaveFailure(
  error: unknown,
  setFailure: (message: string) => void,
  setFieldError?: SetFieldError,
): void {
  setFailure(errorMessageOf(error));
  if (error instanceof ApiError && setFieldError) {
    for (const [name, message] of Object.entries(error.fieldErrors)) setFieldError(name, message);
  }
}

type StaffFormFrameProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  isPending: boolean;
  listPath: string;
  children: ReactNode;
};

/** The frame of a staff form: the server's message in a red alert above the fields, Save and Cancel below. */
export function StaffFormFrame({ onSubmit, failure, isPending, listPath, children }: StaffFormFrameProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  // The message sits above a long form: bring it into view when a save fails.
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failure]);
  return (
    <UploadTrackerProvider>
      {(pendingUploads) => (
        <form
          onSubmit={(event) => {
            // An image still uploading would be left out of the saved record: wait for it.
            if (pendingUploads > 0) event.preventDefault();
            else onSubmit(event);
          }}
          noValidate
        >
          <Stack gap="md">
            {failure && (
              <Alert ref={alertRef} color="red" variant="light" role="alert" title="Could not save">
                {failure}
              </Alert>
            )}
            {children}
            <Group justify="flex-end">
              {pendingUploads > 0 && (
                <Text size="sm" c="dimmed">
                  Waiting for the upload to finish…
                </Text>
              )}
              <Button variant="default" component={Link} to={listPath}>
                Cancel
              </Button>
              <Button type="submit" loading={isPending} disabled={pendingUploads > 0}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </UploadTrackerProvider>
  );
}
