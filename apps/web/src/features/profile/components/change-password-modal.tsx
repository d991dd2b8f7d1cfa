import { changeOwnPasswordFormSchema, currentPasswordWrongMessage } from '@fanship/domain/schemas/recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../../../components/forms/dialog-actions.tsx';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { confirmMismatchMessage, notifyMismatchOnSubmit } from '../../../lib/password-confirmation.ts';
import { useChangeOwnPassword } from '../api/change-own-password.ts';

type Schema = typeof changeOwnPasswordFormSchema;

function ChangePasswordFields({ onDone }: { onDone: () => void }) {
  const change = useChangeOwnPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...validateOnBlur,
    resolver: zodResolver(changeOwnPasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control });

  const submit = form.handleSubmit(
    ({ currentPassword, password }) => {
      setFailure(null);
      change.mutate(
        { currentPassword, password },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Your password has been changed.' });
            onDone();
          },
          onError: (error) => {
            const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
            if (fieldErrors.currentPassword) {
              form.setError('currentPassword', {
                message: fieldErrors.currentPassword || currentPasswordWrongMessage,
              });
            } else if (fieldErrors.password) {
              form.setError('password', { message: fieldErrors.password });
            } else {
              setFailure(errorMessageOf(error));
            }
          },
        },
      );
    },
    () => notifyMismatchOnSubmit(form.getValues()),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...inputProps(form, 'currentPassword')}
        />
        <PasswordInput
          label="New Password"
          description="8 to 30 characters with a letter, a number and one of ! @ # $ % ^ & * ?"
          autoComplete="new-password"
          {...inputProps(form, 'password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message ?? confirmMismatchMessage(typed)}
          {...form.register('confirmPassword')}
        />
        <DialogActions onCancel={onDone} isPending={change.isPending} submitLabel="Change Password" />
      </Stack>
    </form>
  );
}

/** The profile's Change Password dialog; the form starts empty each time it opens. */
export function ChangePasswordModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title="Change Password"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {isOpen && <ChangePasswordFields onDone={onClose} />}
    </Modal>
  );
}
