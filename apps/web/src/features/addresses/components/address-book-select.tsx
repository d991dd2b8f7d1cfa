import type { Address } from '@fanship/domain/schemas/address';
import type { addressSnapshotAnswerSchema } from '@fanship/domain/warehouse/forwarding-fields';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useAddresses } from '../api/get-addresses.ts';

/** The address a request (packing, shipping) is sent to: a saved address's fields, or the request's snapshot. */
export type SnapshotAddress = z.output<typeof addressSnapshotAnswerSchema>;

/** A saved address of the member's address book as a request's address (the request keeps a copy). */
export function addressFromBook(address: Address): SnapshotAddress {
  const { createdAt: _created, updatedAt: _updated, ...fields } = address;
  return fields;
}

/** An address on two lines: the recipient and the street, then city, state, zip and country. */
export function AddressLines({ address }: { address: SnapshotAddress }) {
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

type AddressBookSelectProps = {
  value: SnapshotAddress | null;
  onChange: (address: SnapshotAddress) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * A request's delivery address, chosen from the member's address book (spec §2: 'Add Address' links to /profile,
 * where the book is kept), with the chosen address under it. An edit offers the address the request was sent with
 * even if the saved one changed or is gone.
 */
export function AddressBookSelect({ value, onChange, onBlur, error }: AddressBookSelectProps) {
  const book = useAddresses();
  const saved = book.data ?? [];
  const isSaved = value?.id != null && saved.some((address) => address.id === value.id);
  const options = saved.map((address) => ({
    value: String(address.id),
    label: `${address.nickname} · ${address.recipientName}, ${address.city}, ${address.countryCode}`,
  }));
  if (value && !isSaved) options.unshift({ value: SNAPSHOT, label: `${value.nickname} (as sent)` });
  return (
    <Stack gap="xs">
      <Select
        label="Address"
        withAsterisk
        placeholder={book.isPending ? 'Loading your addresses…' : 'Choose an address'}
        data={options}
        value={value ? (isSaved ? String(value.id) : SNAPSHOT) : null}
        onChange={(id) => {
          const chosen = saved.find((address) => String(address.id) === id);
          if (chosen) onChange(addressFromBook(chosen));
        }}
        onBlur={onBlur}
        allowDeselect={false}
        nothingFoundMessage="No saved address yet"
        error={error}
      />
      <Group justify="space-between" align="flex-start" gap="xs">
        {value ? <AddressLines address={value} /> : <span />}
        <Anchor component={Link} to="/profile" size="sm">
          Add Address
        </Anchor>
      </Group>
    </Stack>
  );
}

/** `AddressBookSelect` bound to a form's address field (`name`, a `SnapshotAddress` or null), with its message. */
export function AddressBookField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressBookSelect
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
