import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DialogActions } from '../../../components/forms/dialog-actions.tsx';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { fieldErrorSetter, reportSaveFailure } from '../../../components/forms/staff-form-frame.tsx';
import { useStaffSaveMutation } from '../api/staff-resource.ts';

type Resource = Parameters<typeof useStaffSaveMutation>[0];

/**
 * The save of a record edited in a dialog on its list screen: creates (no `id`) or replaces it, toasts `messages`
 * and closes with `onDone`; a refusal stays in the dialog (`failure`, and field messages on the form's fields).
 */
export function useDialogSave<Input extends FieldValues, Output extends FieldValues>(
  resource: Resource,
  form: UseFormReturn<Input, unknown, Output>,
  options: { id: number | undefined; messages: { created: string; updated: string }; onDone: () => void },
) {
  const save = useStaffSaveMutation<Output>(resource);
  const [failure, setFailure] = useState<string | null>(null);
  const { id, messages, onDone } = options;
  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: id === undefined ? messages.created : messages.updated,
          });
          onDone();
        },
        onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
      },
    );
  });
  return { onSubmit, failure, isPending: save.isPending, onCancel: onDone };
}

/** A dialog's form: the refusal above its fields, Cancel and the submit button below. */
export function DialogForm({
  save,
  submitLabel,
  children,
}: {
  save: ReturnType<typeof useDialogSave>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={save.onSubmit} noValidate>
      <Stack gap="sm">
        <FailureAlert message={save.failure} title="Could not save" />
        {children}
        <DialogActions onCancel={save.onCancel} isPending={save.isPending} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
