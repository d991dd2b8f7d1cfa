import type { RequestChangePassword } from '@fanship/domain/schemas/recovery';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { lazySchema, useTouchedForm } from '../../../lib/touched-form.ts';
import { useRequestChangePassword } from '../api/request-change-password.ts';
import { RecoverySuccess } from './recovery-success.tsx';

/** Validated with the server's schema, whose code arrives after the page has drawn (lib/touched-form.ts). */
const validation = lazySchema<RequestChangePassword>(() =>
  import('@fanship/domain/schemas/recovery').then((module) => module.requestChangePasswordSchema),
);

export function FindPasswordForm() {
  const request = useRequestChangePassword();
  const form = useTouchedForm({ schema: validation, defaultValues: { memberCode: '', email: '' } });
  if (request.isSuccess) {
    return (
      <RecoverySuccess message="If the ID and email match an account, we have sent a link to change the password." />
    );
  }
  const memberCode = form.field('memberCode', { setValueAs: (value) => value.toUpperCase() });
  return (
    <form onFocus={form.preload} onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter your ID and email; we will email you a link to choose a new password.
        </Text>
        <FailureAlert error={request.error} />
        <TextInput
          label="ID"
          placeholder="7-character member ID"
          autoComplete="username"
          autoCapitalize="characters"
          maxLength={7}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...memberCode}
        />
        <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Find Password
        </Button>
      </Stack>
    </form>
  );
}
