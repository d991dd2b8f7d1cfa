import { changePasswordFormSchema, recoveryMessages } from '@fanship/domain/schemas/recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { confirmMismatchMessage, notifyMismatchOnSubmit } from '../../../lib/password-confirmation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { RecoverySuccess } from './recovery-success.tsx';

type Schema = typeof changePasswordFormSchema;

/** The page an emailed reset link opens: a new password twice. */
export function ChangePasswordForm({ requestId }: { requestId: string }) {
  const change = useChangePassword();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...validateOnBlur,
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const typed = useWatch({ control: form.control });
  if (change.isSuccess) return <RecoverySuccess message="Your password has been changed." />;
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(
        ({ password }) => change.mutate({ requestId, password }),
        () => notifyMismatchOnSubmit(form.getValues()),
      )}
      noValidate
    >
      <Stack gap="md">
        {!requestId && (
          <Alert color="red" variant="light">
            {recoveryMessages.requestInvalid}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(change.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          8 to 30 characters with a letter, a number and one of ! @ # $ % ^ & * ?
        </Text>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message ?? confirmMismatchMessage(typed)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={change.isPending} disabled={!requestId}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
