import type { requestChangePasswordSchema } from '@fanship/domain/schemas/recovery';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useRequestChangePassword } from '../api/request-change-password.ts';
import { RecoverySuccess } from './recovery-success.tsx';

type Schema = typeof requestChangePasswordSchema;

/** Validated with the server's schema, whose code arrives after the page has drawn (lib/lazy-resolver.ts). */
const validation = lazyResolver<z.input<Schema>, z.output<Schema>>(() =>
  import('./recovery-resolvers.ts').then((module) => module.requestChangePasswordResolver),
);

export function FindPasswordForm() {
  const request = useRequestChangePassword();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...validateOnBlur,
    resolver: validation.resolver,
    defaultValues: { memberCode: '', email: '' },
  });
  if (request.isSuccess) {
    return (
      <RecoverySuccess message="If the ID and email match an account, we have sent a link to change the password." />
    );
  }
  const memberCode = form.register('memberCode', {
    setValueAs: (value: string) => value.toUpperCase(),
  });
  return (
    <form
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter your ID and email; we will email you a link to choose a new password.
        </Text>
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(request.error)}
          </Alert>
        )}
        <TextInput
          label="ID"
          placeholder="7-character member ID"
          autoComplete="username"
          autoCapitalize="characters"
          maxLength={7}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={form.formState.errors.memberCode?.message}
          {...memberCode}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Find Password
        </Button>
      </Stack>
    </form>
  );
}
