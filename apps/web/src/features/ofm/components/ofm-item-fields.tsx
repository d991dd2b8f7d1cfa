import { OFM_MAX_IMAGES_PER_ITEM, ofmMessages } from '@fanship/domain/requests/ofm';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { inputProps } from '../../../components/forms/input-props.ts';
import type { NewImage } from '../../../components/request-kit/pending-images.ts';
import { ItemAmountFields, RequestImages } from '../../requests/index.ts';
import type { OfmFormValues } from './ofm-form-values.ts';

/** One OFM item's fields: link, name, price, quantity, note and images (a listing's item is read-only). */
export function OfmItemFields({
  form,
  index,
  isListing,
  isBusy,
  newImages,
  onAddImages,
  onRemoveImage,
}: {
  form: UseFormReturn<OfmFormValues>;
  index: number;
  isListing: boolean;
  isBusy: boolean;
  newImages: NewImage[];
  onAddImages: (images: NewImage[]) => void;
  onRemoveImage: (key: number) => void;
}) {
  const itemErrors = form.formState.errors.items?.[index];
  return (
    <Stack gap="sm">
      <TextInput
        label="URL"
        withAsterisk
        placeholder="https://"
        readOnly={isListing}
        {...inputProps(form, `items.${index}.url`)}
      />
      <TextInput
        label="Item name"
        withAsterisk
        readOnly={isListing}
        {...inputProps(form, `items.${index}.name`)}
      />
      <ItemAmountFields bind={(key) => inputProps(form, `items.${index}.${key}`)} readOnly={isListing} />
      <Textarea label="Item note" autosize minRows={1} {...inputProps(form, `items.${index}.memberNote`)} />
      {!isListing && (
        <Controller
          control={form.control}
          name={`items.${index}.images`}
          render={({ field: kept }) => (
            <RequestImages
              max={OFM_MAX_IMAGES_PER_ITEM}
              tooMany={ofmMessages.tooManyImages}
              itemLabel={`item ${index + 1}`}
              kept={kept.value}
              added={newImages}
              onRemoveKept={(filename) =>
                kept.onChange(kept.value.filter((image) => image.filename !== filename))
              }
              onAdd={onAddImages}
              onRemoveAdded={onRemoveImage}
              isBusy={isBusy}
            />
          )}
        />
      )}
      {itemErrors?.images?.message && (
        <Text size="xs" c="red">
          {itemErrors.images.message}
        </Text>
      )}
    </Stack>
  );
}
