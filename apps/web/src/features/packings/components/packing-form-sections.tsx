import type { PackingTypeChoice } from '@fanship/domain/warehouse/packing';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AddressBookField } from '../../addresses/index.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import { RequestFormSection } from '../../requests/index.ts';
import type { PackingFormContext, PackingFormValues } from './packing-form-values.ts';

type SectionProps = { form: UseFormReturn<PackingFormValues, PackingFormContext> };

/**
 * The delivery address, chosen from the member's address book (`AddressBookSelect`); the request keeps a copy.
 */
export function PackingAddressSection({ form }: SectionProps) {
  return (
    <RequestFormSection title="Delivery address">
      <AddressBookField control={form.control} name="address" />
    </RequestFormSection>
  );
}

type RadioOption = { value: string; label: string; disabled?: boolean; description?: string };

const yesNoOptions: RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A choice of the form as radios: side by side when `inline` (yes/no), else one under another. */
function RadioField({
  form,
  name,
  label,
  description,
  options,
  inline = false,
}: SectionProps & {
  name: 'requestType' | 'priority' | 'freebie' | 'vacuumOption' | 'posterOption';
  label: string;
  description?: string;
  options: readonly RadioOption[];
  inline?: boolean;
}) {
  const Layout = inline ? Group : Stack;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          description={description}
          withAsterisk
          value={field.value || null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        >
          <Layout gap={inline ? 'lg' : 6} mt={6}>
            {options.map((option) => (
              <Radio key={option.value} {...option} />
            ))}
          </Layout>
        </Radio.Group>
      )}
    />
  );
}

/**
 * How the box is packed: the packing type (spec §4: a type the address or the goods rule out is disabled, with the
 * reason), priority, vacuum and posters (the server's code lists), and freebies.
 */
export function PackingOptionsSection({
  form,
  choices,
}: SectionProps & { choices: readonly PackingTypeChoice[] }) {
  const vacuumOptions = useCodeOptions('vacuumOptions');
  const posterOptions = useCodeOptions('posterOptions');
  const typeOptions = choices.map((choice) => ({
    value: choice.code,
    label: choice.label,
    disabled: !choice.enabled,
    description: choice.reason,
  }));
  return (
    <RequestFormSection title="Packing options">
      <RadioField form={form} name="requestType" label="Packing Type" options={typeOptions} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RadioField
          form={form}
          name="priority"
          label="Priority Packing"
          description="Packed within 2 business days, charged per box"
          options={yesNoOptions}
          inline
        />
        <RadioField
          form={form}
          name="freebie"
          label="Freebies"
          description="Pack the freebies that came with your goods"
          options={yesNoOptions}
          inline
        />
      </SimpleGrid>
      <RadioField form={form} name="vacuumOption" label="Vacuum Packing" options={vacuumOptions} />
      <RadioField form={form} name="posterOption" label="Posters" options={posterOptions} />
    </RequestFormSection>
  );
}
