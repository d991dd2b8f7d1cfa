import { Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ComponentType, type FormEventHandler, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  fieldErrorSetter,
  reportSaveFailure,
  type SetFieldError,
} from '../../../components/forms/staff-form-frame.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import type { StaffResource } from '../api/staff-resource.ts';
import { useStaffRecord, useStaffSaveMutation } from '../api/staff-resource.ts';

type StaffFormPageProps<Item> = {
  resource: StaffResource<unknown, Item>;
  /** 'Shop product': the header says 'New shop product' or 'Edit shop product'. */
  noun: string;
  listPath: string;
  /** The form, given the record when editing (undefined when creating); a new one for each record. */
  form: ComponentType<{ record?: Item; id?: string }>;
  /** Panels shown below the form when editing (for example the members of an artist). */
  below?: (record: Item, id: string) => ReactNode;
};

/** The create/edit screen of any staff area: '/new' creates, '/:id' loads the record first. */
export function StaffFormPage<Item>({
  resource,
  noun,
  listPath,
  form: Form,
  below,
}: StaffFormPageProps<Item>) {
  const params = useParams();
  const id = params.id === undefined || params.id === 'new' ? undefined : params.id;
  const record = useStaffRecord(resource, id);
  const lower = noun.charAt(0).toLowerCase() + noun.slice(1);

  let body: ReactNode;
  if (id === undefined) body = <Form key="new" />;
  else if (record.isPending) body = <LoadingState />;
  else if (record.isError)
    body = <ErrorState message={errorMessageOf(record.error)} onRetry={() => record.refetch()} />;
  else
    body = (
      <Stack gap="xl">
        <Form key={id} record={record.data} id={id} />
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

/**
 * Saves a form's values through the area's API: toast and back to the list on success; on failure the
 * server's message stays above the form, its field messages go next to their fields and the values stay.
 */
function useStaffSave<Body>(
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
        onError: (error) => reportSaveFailure(error, setFailure, options.setFieldError),
      },
    );
  };
  return { submit, failure, isPending: save.isPending };
}

/**
 * useStaffSave for a react-hook-form form, as the props of its StaffFormFrame: the form submits through the
 * area's API and the server's field messages show under their fields.
 */
export function useStaffFormFrame<Body>(
  resource: StaffResource<unknown, unknown>,
  form: {
    handleSubmit: (onValid: (values: Body) => void) => FormEventHandler<HTMLFormElement>;
    setError: (name: never, error: { type: string; message: string }) => void;
  },
  options: Omit<Parameters<typeof useStaffSave>[1], 'setFieldError'>,
) {
  const save = useStaffSave<Body>(resource, { ...options, setFieldError: fieldErrorSetter(form) });
  return {
    onSubmit: form.handleSubmit(save.submit),
    failure: save.failure,
    isPending: save.isPending,
    listPath: options.listPath,
  };
}
