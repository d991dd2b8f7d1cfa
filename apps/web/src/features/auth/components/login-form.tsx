import type { Me } from '@fanship/domain/member';
import type { SignIn } from '@fanship/domain/schemas/login';
import { loginMessages, safeRedirectPath } from '@fanship/domain/schemas/login-messages';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { lazySchema, useTouchedForm } from '../../../lib/touched-form.ts';
import { useSignIn } from '../api/sign-in.ts';

type LoginFormProps = {
  redirect: string | null;
  isSessionExpired: boolean;
  /** Called instead of following the redirect (the log-in-again dialog stays on its page). */
  onSignedIn?: (member: Me) => void;
  /** The member whose session expired on the open page: their cached records are kept. */
  returningMember?: string;
};

/**
 * Validates with the sign-in schema, whose code (zod) is fetched after the page has drawn: the login page's
 * first visit stays small (decision 010). The form asks for it when a field is first focused, long before a check.
 */
const validation = lazySchema<SignIn>(() =>
  import('@fanship/domain/schemas/login').then((module) => module.signInSchema),
);

/**
 * ID (member code or email) and password; returns to the redirect path after a successful login. Memoised: the
 * session arriving redraws the page around it, not the form.
 */
export const LoginForm = memo(function LoginForm({
  redirect,
  isSessionExpired,
  onSignedIn,
  returningMember,
}: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn({ returningMember });
  const form = useTouchedForm({ schema: validation, defaultValues: { username: '', password: '' } });

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (member) =>
        onSignedIn ? onSignedIn(member) : navigate(safeRedirectPath(redirect), { replace: true }),
    }),
  );

  const failure =
    signIn.error instanceof ApiError && signIn.error.code === 'WRONG_CREDENTIALS'
      ? loginMessages.wrongCredentials
      : signIn.error && errorMessageOf(signIn.error);

  return (
    <form onSubmit={submit} onFocus={form.preload} noValidate>
      <Stack gap="md">
        {isSessionExpired && !signIn.isError && (
          <Alert color="yellow" variant="light">
            {loginMessages.sessionExpired}
          </Alert>
        )}
        <FailureAlert message={failure} />
        <TextInput
          label="ID"
          placeholder="Member ID or email"
          autoComplete="username"
          autoCapitalize="none"
          {...form.field('username')}
        />
        <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
          Login
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/signup" size="sm">
            Sign Up
          </Anchor>
          <Group gap="md">
            <Anchor component={Link} to="/recovery/id" size="sm">
              Find ID
            </Anchor>
            <Anchor component={Link} to="/recovery/password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Group>
      </Stack>
    </form>
  );
});
