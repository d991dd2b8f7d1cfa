import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEventHandler, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import type { StaffResource } from '../api/staff-resource.ts';
import { useStaffRecord, useStaffSaveMutation } from '../api/staff-resource.ts';

type StaffFormPageProps<Item> = {
  resource: StaffResource<unknown, Item>;
  /** 'Shop product': the header says 'New shop product' or 'Edit shop product'. */
  noun: string;
  listPath: string;
  /** The form, given the record when editing (undefined when creating). */
  children: (record: Item | undefined, id: string | undefined) => ReactNode;
  /** Panels shown below the form when editing (for example the members of an artist). */
  below?: (record: Item, id: string) => ReactNode;
};

/** The create/edit screen of any staff area: '/new' creates, '/:id' loads the record first. */
export function StaffFormPage<Item>({ resource, noun, listPath, children, below }: StaffFormPageProps<Item>) {
  const params = useParams();
  const id = params.id === undefined || params.id === 'new' ? undefined : params.id;
  const record = useStaffRecord(resource, id);
  const lower = noun.charAt(0).toLowerCase() + noun.slice(1);

  let body: ReactNode;
  if (id === undefined) body = children(undefined, undefined);
  else if (record.isPending) body = <LoadingState />;
  else if (record.isError)
    body = <ErrorState message={errorMessageOf(record.error)} onRetry={() => record.refetch()} />;
  else
    body = (
      <Stack gap="xl">
        {children(record.data, id)}
        {below?.(record.data, id)}
      </Stack>
    );

  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={listPath} size="sm">
        ← Back to the list
      </Anchor>
      <PageHeader title={id === undefined ? `New ${lower}` : `Edit ${lower}`} />
      {body}
    </Stack>
  );
}

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

/**
 * Saves a form's values through the area's API: toast and back to the list on success; on failure the
 * server's message stays above the form, its field messages go next to their fields and the values stay.
 */
export function useStaffSave<Body>(
  resource: StaffResource<unknown, unknown>,
  options: {
    id?: string;
    listPath: string;
    savedMessage: string;
    setFieldError?: SetFieldError;
    /** Where to go after creating a record, when not back to the list (e.g. to add its parts). */
    createdPath?: (saved: unknown) => string;
  },
) {
  const save = useStaffSaveMutation<Body>(resource);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (body: Body) => {
    setFailure(null);
    save.mutate(
      { id: options.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: options.savedMessage });
          const isCreated = options.id === undefined;
          navigate(isCreated && options.createdPath ? options.createdPath(saved) : options.listPath);
        },
        onError: (error) => {
          setFailure(errorMessageOf(error));
          if (error instanceof ApiError && options.setFieldError) {
            for (const [name, message] of Object.entries(error.fieldErrors))
              options.setFieldError(name, message);
          }
        },
      },
    );
  };
  return { submit, failure, isPending: save.isPending };
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
