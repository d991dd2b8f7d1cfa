import type { FindId } from '@fanship/domain/schemas/recovery';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { lazySchema, useTouchedForm } from '../../../lib/touched-form.ts';
import { useFindId } from '../api/find-id.ts';
import { RecoverySuccess } from './recovery-success.tsx';

/** Validated with the server's schema, whose code arrives after the page has drawn (lib/touched-form.ts). */
const validation = lazySchema<FindId>(() =>
  import('@fanship/domain/schemas/recovery').then((module) => module.findIdSchema),
);

export function FindIdForm() {
  const findId = useFindId();
  const form = useTouchedForm({ schema: validation, defaultValues: { email: '' } });
  if (findId.isSuccess) {
    return <RecoverySuccess message="If an account exists for this email, we have sent its ID to it." />;
  }
  return (
    <form onFocus={form.preload} onSubmit={form.handleSubmit((values) => findId.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you signed up with and we will send your ID to it.
        </Text>
        <FailureAlert error={findId.error} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth loading={findId.isPending}>
          Find ID
        </Button>
      </Stack>
    </form>
  );
}
