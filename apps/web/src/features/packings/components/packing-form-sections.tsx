import type { PackingTypeChoice } from '@fanship/domain/warehouse/packing';
import { Anchor, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useAddresses } from '../../addresses/index.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import { RequestFormSection } from '../../requests/index.ts';
import {
  addressFromBook,
  type PackingAddress,
  type PackingFormContext,
  type PackingFormValues,
} from './packing-form-values.ts';

type SectionProps = { form: UseFormReturn<PackingFormValues, PackingFormContext> };

/** An address on two lines: the recipient and the street, then city, state, zip and country. */
export function AddressLines({ address }: { address: PackingAddress }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {address.recipientName} · {address.phone}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {[address.line1, address.line2].filter(Boolean).join(', ')}
      </Text>
      <Text size="sm">
        {address.city}, {address.state} {address.zipCode}, {address.countryCode}
      </Text>
    </Stack>
  );
}

/** The request's own snapshot when it is not (or no longer) one of the saved addresses. */
const SNAPSHOT = 'snapshot';

/**
 * The delivery address, chosen from the member's address book (spec §2: 'Add Address' links to /profile, where the
 * book is kept); the request keeps a copy. An edit offers the address the request was sent with even if the saved
 * one changed or is gone.
 */
export function PackingAddressSection({ form }: SectionProps) {
  const book = useAddresses();
  return (
    <RequestFormSection title="Delivery address">
      <Controller
        control={form.control}
        name="address"
        render={({ field, fieldState }) => {
          const saved = book.data ?? [];
          const current = field.value;
          const isSaved = current?.id != null && saved.some((address) => address.id === current.id);
          const options = saved.map((address) => ({
            value: String(address.id),
            label: `${address.nickname} · ${address.recipientName}, ${address.city}, ${address.countryCode}`,
          }));
          if (current && !isSaved)
            options.unshift({ value: SNAPSHOT, label: `${current.nickname} (as sent)` });
          return (
            <Stack gap="xs">
              <Select
                label="Address"
                withAsterisk
                placeholder={book.isPending ? 'Loading your addresses…' : 'Choose an address'}
                data={options}
                value={current ? (isSaved ? String(current.id) : SNAPSHOT) : null}
                onChange={(value) => {
                  const chosen = saved.find((address) => String(address.id) === value);
                  if (chosen) field.onChange(addressFromBook(chosen));
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                nothingFoundMessage="No saved address yet"
                error={fieldState.error?.message}
              />
              <Group justify="space-between" align="flex-start" gap="xs">
                {current ? <AddressLines address={current} /> : <span />}
                <Anchor component={Link} to="/profile" size="sm">
                  Add Address
                </Anchor>
              </Group>
            </Stack>
          );
        }}
      />
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
