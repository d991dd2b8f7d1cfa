import { staffHelpCategorySchema } from '@fanship/domain/catalogue/help';
import type { StaffHelpCategoryRecord } from '@fanship/domain/catalogue/staff-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { helpCategoryResource } from '../api/staff-resources.ts';
import { DialogForm, useDialogSave } from '../components/dialog-form.tsx';

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
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffHelpCategorySchema),
    defaultValues: {
      slug: category?.slug ?? '',
      title: category?.title ?? '',
      position: category?.position ?? 0,
    },
  });
  const save = useDialogSave(helpCategoryResource, form, {
    id: category?.id,
    messages: { created: 'Category created.', updated: 'Category updated.' },
    onDone,
  });
  return (
    <DialogForm save={save} submitLabel="Save category">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Title" withAsterisk {...inputProps(form, 'title')} />
        <TextInput label="Slug" withAsterisk {...inputProps(form, 'slug')} />
        <NumberField control={form.control} name="position" label="Order" />
      </SimpleGrid>
    </DialogForm>
  );
}
