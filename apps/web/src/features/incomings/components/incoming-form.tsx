import {
  INCOMING_ITEM_NAME_HINT_MIN,
  INCOMING_MAX_ITEMS,
  type IncomingRequest,
  incomingMessages,
  incomingRequestInputSchema,
} from '@fanship/domain/warehouse/incoming';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { inputProps } from '../../../components/forms/input-props.ts';
import { listMessageOf } from '../../../components/forms/row-list.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import {
  ItemAmountFields,
  RequestFormActions,
  RequestFormFrame,
  RequestItemsSection,
  RequestNoteField,
  useRequestFormSubmit,
} from '../../requests/index.ts';
import { useSaveIncomingRequest } from '../api/incomings-api.ts';
import {
  emptyIncomingItem,
  type IncomingFormValues,
  type IncomingItemFormValues,
  toIncomingInput,
} from './incoming-form-values.ts';

const contractResolver = zodResolver(incomingRequestInputSchema) as unknown as Resolver<
  Record<string, unknown>
>;

/** Checks the form with the contract the server uses, on the body the form will send. */
const resolver: Resolver<IncomingFormValues> = async (values, context, options) => {
  const result = await contractResolver(
    toIncomingInput(values) as unknown as Record<string, unknown>,
    context,
    options as never,
  );
  const errors = result.errors as FieldErrors<IncomingFormValues>;
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

type IncomingFormProps = {
  initialValues: IncomingFormValues;
  /** The incoming being edited (PATCH), absent for a new one (POST). */
  request?: IncomingRequest;
};

/**
 * `/incomings/new` and `/incomings/edit/{code}`: the parcel a member tells us to expect, in the shared request
 * form shell. Fields are checked as they
 * are left, with the spec's messages; a refused save keeps everything and shows the server's message above the
 * form. Submit stays locked 3 s after a save and 1 s after a failure. A new incoming goes back to the list, an edit
 * to its page.
 */
export function IncomingForm({ initialValues, request }: IncomingFormProps) {
  const navigate = useNavigate();
  const save = useSaveIncomingRequest();
  const carrierOptions = useCodeOptions('incomingCarriers');
  const form = useForm<IncomingFormValues>({ ...validateOnBlur, resolver, defaultValues: initialValues });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const { submit, failure, isLocked } = useRequestFormSubmit(form, {
    save: (values) => save.mutateAsync({ code: request?.code, body: toIncomingInput(values) }),
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: request ? `Incoming ${saved.code} updated.` : `Incoming ${saved.code} registered.`,
      });
      navigate(request ? `/incomings/${encodeURIComponent(saved.code)}` : '/incomings');
    },
  });

  return (
    <RequestFormFrame
      label={request ? 'Edit incoming' : 'New incoming'}
      onSubmit={submit}
      failure={failure}
      failureTitle="The incoming was not saved"
      actions={
        <RequestFormActions
          closeTo={request ? `/incomings/${encodeURIComponent(request.code)}` : '/incomings'}
          isEdit={request !== undefined}
          isBusy={save.isPending}
          isDisabled={items.fields.length === 0 || isLocked}
          placement="end"
        />
      }
    >
      <SectionCard title="Parcel">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Tracking number"
            withAsterisk
            description="Letters and numbers only, as on the seller's shipping notice"
            autoCapitalize="characters"
            autoComplete="off"
            {...inputProps(form, 'trackingNo')}
          />
          <Controller
            control={form.control}
            name="carrierName"
            render={({ field }) => (
              <Select
                label="Carrier"
                description="The courier the seller sent it with (optional)"
                placeholder="Choose a carrier"
                data={carrierOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                clearable
                searchable
                nothingFoundMessage="No such carrier"
                error={errors.carrierName?.message}
              />
            )}
          />
          <TextInput
            label="Seller name"
            withAsterisk
            description="The shop or person who sent it"
            {...inputProps(form, 'sellerName')}
          />
        </SimpleGrid>
      </SectionCard>
      <RequestItemsSection
        fields={items.fields}
        canAdd={items.fields.length < INCOMING_MAX_ITEMS}
        onAdd={() => {
          items.append(emptyIncomingItem());
          form.clearErrors('items');
        }}
        canRemove
        onRemove={(index) => items.remove(index)}
        error={listMessageOf(errors.items)}
        emptyMessage={incomingMessages.atLeastOneItem}
        renderItem={(index) => <IncomingItemFields form={form} index={index} />}
      />
      <RequestNoteField
        form={form}
        name="memberNote"
        description="Anything else we should know about this parcel"
      />
    </RequestFormFrame>
  );
}

/** One incoming item's fields: name, category, price, quantity and note. */
function IncomingItemFields({ form, index }: { form: UseFormReturn<IncomingFormValues>; index: number }) {
  const categoryOptions = useCodeOptions('itemCategories');
  const { errors, touchedFields, isSubmitted } = form.formState;
  // Adding or removing an item makes the form check the whole list: an item field's message waits until that
  // field was left (or the form sent), so a new item does not open with every message at once.
  const itemError = (key: keyof IncomingItemFormValues) =>
    touchedFields.items?.[index]?.[key] || isSubmitted ? errors.items?.[index]?.[key]?.message : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Item name"
          withAsterisk
          description={`In English (letters, numbers and spaces), at least ${INCOMING_ITEM_NAME_HINT_MIN} characters`}
          error={itemError('name')}
          {...form.register(`items.${index}.name`)}
        />
        <Controller
          control={form.control}
          name={`items.${index}.categoryCode`}
          render={({ field: category }) => (
            <Select
              label="Category"
              withAsterisk
              description="What the item is"
              placeholder="Choose a category"
              data={categoryOptions}
              value={category.value || null}
              onChange={(value) => category.onChange(value ?? '')}
              onBlur={category.onBlur}
              allowDeselect={false}
              error={itemError('categoryCode')}
            />
          )}
        />
      </SimpleGrid>
      <ItemAmountFields
        bind={(key) => ({ ...form.register(`items.${index}.${key}`), error: itemError(key) })}
      />
      <Textarea
        label="Purchase link or note"
        autosize
        minRows={1}
        error={itemError('memberNote')}
        {...form.register(`items.${index}.memberNote`)}
      />
    </Stack>
  );
}
