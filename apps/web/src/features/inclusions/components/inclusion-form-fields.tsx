import { MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import { countOf, type InclusionFormValues } from './inclusion-form-values.ts';

type FormProps = { form: UseFormReturn<InclusionFormValues> };

/** One version of the album: its name and counts; opened is derived (total − signed − sealed). */
export function InclusionItemFields({ form, index }: FormProps & { index: number }) {
  const item = useWatch({ control: form.control, name: `inclusionItems.${index}` });
  const opened =
    countOf(item.requestTotalQty) - countOf(item.requestSignedQty) - countOf(item.requestSealedQty);
  const bind = (key: keyof InclusionFormValues['inclusionItems'][number]) =>
    inputProps(form, `inclusionItems.${index}.${key}`);
  return (
    <Stack gap="xs">
      <TextInput label="Version Name" withAsterisk {...bind('versionName')} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput label="Total # of Albums" withAsterisk inputMode="numeric" {...bind('requestTotalQty')} />
        <TextInput label="Signed" withAsterisk inputMode="numeric" {...bind('requestSignedQty')} />
        <TextInput label="Sealed" withAsterisk inputMode="numeric" {...bind('requestSealedQty')} />
        <TextInput
          label="OFM albums"
          description="Bought through our OFM"
          inputMode="numeric"
          {...bind('requestOfmQty')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        Opened: {Math.max(opened, 0)}
      </Text>
    </Stack>
  );
}

/** What is kept of each album when not POB only: the Inclusion Type multi-select and Poster Rolls. */
export function InclusionKeepFields({ form }: FormProps) {
  const keep = useController({ control: form.control, name: 'keepOptions' });
  const keepOptions = useCodeOptions('keepOptions');
  const posterOptions = useCodeOptions('posterOptions');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <MultiSelect
        label="Inclusion Type"
        description="What you keep of each album"
        withAsterisk
        data={keepOptions}
        {...keep.field}
        error={keep.fieldState.error?.message}
      />
      <SelectField
        control={form.control}
        name="posterOption"
        label="Poster Rolls"
        required
        data={posterOptions}
      />
    </SimpleGrid>
  );
}
