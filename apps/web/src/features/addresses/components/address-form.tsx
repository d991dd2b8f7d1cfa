import { type Address, addressDeleteFailedMessage, addressSchema } from '@fanship/domain/schemas/address';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { confirmDelete } from '../../../components/forms/confirm-delete.tsx';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { ProfileFormFooter } from '../../../components/forms/profile-form-footer.tsx';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitLock } from '../../../lib/submit-lock.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useSaveAddress } from '../api/save-address.ts';

type FormInput = z.input<typeof addressSchema>;
type FormOutput = z.output<typeof addressSchema>;

function toFormValues(address?: Address): FormInput {
  return {
    nickname: address?.nickname ?? '',
    countryCode: address?.countryCode ?? '',
    state: address?.state ?? '',
    city: address?.city ?? '',
    zipCode: address?.zipCode ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    phone: address?.phone ?? '',
    recipientName: address?.recipientName ?? '',
    recipientEmail: address?.recipientEmail ?? '',
    taxId: address?.taxId ?? '',
  };
}

/** Creates or edits a shipping address; after a save it returns to the profile. */
export function AddressForm({ address }: { address?: Address }) {
  const navigate = useNavigate();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const submitLock = useSubmitLock();
  const form = useForm<FormInput, unknown, FormOutput>({
    ...validateOnBlur,
    resolver: zodResolver(addressSchema),
    defaultValues: toFormValues(address),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((fields) => {
    setFailure(null);
    save.mutate(
      { id: address?.id, fields },
      {
        onSuccess: () => {
          submitLock.lock();
          notifications.show({ color: 'green', message: address ? 'Address updated.' : 'Address added.' });
          navigate('/profile');
        },
        onError: (error) => {
          setFailure(errorMessageOf(error));
          const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
          for (const [name, message] of fieldErrors) {
            if (name in form.getValues()) form.setError(name as keyof FormInput, { message });
          }
        },
      },
    );
  });

  // The member always lands on the profile after a delete, even if the page redrew the form meanwhile.
  const askDelete = (target: Address) =>
    confirmDelete({
      title: 'Delete this address?',
      question: `“${target.nickname}” will be removed from your addresses.`,
      remove: () => remove.mutateAsync(target.id),
      deleted: 'Address deleted.',
      onDeleted: () => navigate('/profile'),
      onFailed: (message) => setFailure(addressDeleteFailedMessage(message)),
    });

  const field = (name: Exclude<keyof FormInput, 'countryCode'>, label: string, isRequired = true) => (
    <TextInput
      label={label}
      withAsterisk={isRequired}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} title="Something went wrong" />
        {field('nickname', 'Nickname')}
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field: country }) => (
            <CountrySelect
              ref={country.ref}
              value={country.value}
              onChange={country.onChange}
              onBlur={country.onBlur}
              required
              error={errors.countryCode?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {field('state', 'State')}
          {field('city', 'City')}
          {field('zipCode', 'Zip Code')}
        </SimpleGrid>
        {field('line1', 'Address Line 1')}
        {field('line2', 'Address Line 2', false)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('recipientName', 'Recipient Name')}
          {field('recipientEmail', 'Recipient Email')}
          {field('phone', 'Phone')}
          <TextInput
            label="Tax ID"
            description="For customs: CPF for Brazil, EORI for EU"
            {...inputProps(form, 'taxId')}
          />
        </SimpleGrid>
        <ProfileFormFooter
          remove={
            address && {
              label: 'Delete Address',
              onClick: () => askDelete(address),
              isPending: remove.isPending,
            }
          }
          isSaving={save.isPending}
          isLocked={submitLock.isLocked}
        />
      </Stack>
    </form>
  );
}
