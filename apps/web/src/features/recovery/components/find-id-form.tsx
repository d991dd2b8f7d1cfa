import type { findIdSchema } from '@fanship/domain/schemas/recovery';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useFindId } from '../api/find-id.ts';
import { RecoverySuccess } from './recovery-success.tsx';

type Schema = typeof findIdSchema;

/** Validated with the server's schema, whose code arrives after the page has drawn (lib/lazy-resolver.ts). */
const validation = lazyResolver<z.input<Schema>, z.output<Schema>>(() =>
  import('./recovery-resolvers.ts').then((module) => module.findIdResolver),
);

export function FindIdForm() {
  const findId = useFindId();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...validateOnBlur,
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });
  if (findId.isSuccess) {
    return <RecoverySuccess message="If an account exists for this email, we have sent its ID to it." />;
  }
  return (
    <form
      onFocus={validation.preload}
      onSubmit={form.handleSubmit((values) => findId.mutate(values))}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you signed up with and we will send your ID to it.
        </Text>
        {findId.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(findId.error)}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={findId.isPending}>
          Find ID
        </Button>
      </Stack>
    </form>
  );
}
