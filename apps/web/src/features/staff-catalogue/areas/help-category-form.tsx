import { staffHelpCategorySchema } from '@fanship/domain/catalogue/help';
import type { StaffHelpCategoryRecord } from '@fanship/domain/catalogue/staff-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { NumberField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { fieldErrorSetter, reportSaveFailure } from '../../../components/forms/staff-form-frame.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useStaffSaveMutation } from '../api/staff-resource.ts';
import { helpCategoryResource } from '../api/staff-resources.ts';

type FormInput = z.input<typeof staffHelpCategorySchema>;
type Output = z.output<typeof staffHelpCategorySchema>;

/** Creates a help category or edits one (slug, title, position); stays on the help screen. */
export function HelpCategoryForm({
  category,
  onDone,
}: {
  category?: StaffHelpCategoryRecord;
  onDone: () => void;
}) {
  const save = useStaffSaveMutation<Output>(helpCategoryResource);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffHelpCategorySchema),
    defaultValues: {
      slug: category?.slug ?? '',
      title: category?.title ?? '',
      position: category?.position ?? 0,
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: category?.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: category ? 'Category updated.' : 'Category created.',
          });
          onDone();
        },
        onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FailureAlert message={failure} title="Could not save" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Title" withAsterisk {...inputProps(form, 'title')} />
          <TextInput label="Slug" withAsterisk {...inputProps(form, 'slug')} />
          <NumberField control={form.control} name="position" label="Order" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save category
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
