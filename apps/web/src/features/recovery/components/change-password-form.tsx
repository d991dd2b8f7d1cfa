import type { changePasswordFormSchema } from '@fanship/domain/schemas/recovery';
import { recoveryMessages } from '@fanship/domain/schemas/recovery-messages';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { confirmMismatchMessage, notifyMismatchOnSubmit } from '../../../lib/password-confirmation.ts';
import { lazySchema, useTouchedForm } from '../../../lib/touched-form.ts';
import { useChangePassword, useChangePasswordLinkCheck } from '../api/change-password.ts';
import { RecoverySuccess } from './recovery-success.tsx';

/** Validated with the server's schema, whose code arrives after the page has drawn (lib/touched-form.ts). */
const validation = lazySchema<z.output<typeof changePasswordFormSchema>>(() =>
  import('@fanship/domain/schemas/recovery').then((module) => module.changePasswordFormSchema),
);

/** A link that cannot be used: why, and the way to a new one. */
function InvalidLink() {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        {recoveryMessages.requestInvalid}
      </Alert>
      <Button component={Link} to="/recovery/password" fullWidth>
        Request a new link
      </Button>
    </Stack>
  );
}

/**
 * The page an emailed reset link opens: the link is checked at once (a used, expired or unknown link says so
 * and offers a new one), then a new password twice.
 */
export function ChangePasswordForm({ requestId }: { requestId: string }) {
  const check = useChangePasswordLinkCheck(requestId);
  if (!requestId) return <InvalidLink />;
  if (check.isPending) return <LoadingState label="Checking your link…" />;
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 400) return <InvalidLink />;
    return <ErrorState message={errorMessageOf(check.error)} onRetry={() => void check.refetch()} />;
  }
  return <NewPasswordForm requestId={requestId} />;
}

function NewPasswordForm({ requestId }: { requestId: string }) {
  const change = useChangePassword();
  const form = useTouchedForm({ schema: validation, defaultValues: { password: '', confirmPassword: '' } });
  if (change.isSuccess) return <RecoverySuccess message="Your password has been changed." />;
  const { errors } = form;
  return (
    <form
      onFocus={form.preload}
      onSubmit={form.handleSubmit(
        ({ password }) => change.mutate({ requestId, password }),
        notifyMismatchOnSubmit,
      )}
      noValidate
    >
      <Stack gap="md">
        {change.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(change.error)}
            {change.error instanceof ApiError && change.error.status === 400 && (
              <>
                {' '}
                <Link to="/recovery/password">Request a new link</Link>
              </>
            )}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          8 to 30 characters with a letter, a number and one of ! @ # $ % ^ & * ?
        </Text>
        <PasswordInput label="New Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          error={errors.confirmPassword ?? confirmMismatchMessage(form.values)}
        />
        <Button type="submit" fullWidth loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
