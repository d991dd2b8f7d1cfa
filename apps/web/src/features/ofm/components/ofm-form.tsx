import { countOfmShops } from '@fanship/domain/pricing/ofm-prepayment';
import {
  OFM_MAX_ITEMS,
  type OfmRequest,
  ofmMessages,
  ofmRequestInputSchema,
} from '@fanship/domain/requests/ofm';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { listMessageOf } from '../../../components/forms/row-list.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import {
  RequestConfirmations,
  RequestFormActions,
  RequestFormFrame,
  RequestItemsSection,
  RequestNoteField,
  usePendingImages,
  useRequestFormSubmit,
} from '../../requests/index.ts';
import { useSaveOfmRequest } from '../api/save-ofm-request.ts';
import { uploadOfmImage } from '../api/upload-ofm-image.ts';
import { OfmFeeBreakdown } from './ofm-fee-breakdown.tsx';
import { OfmShopSection, OfmTypeSection } from './ofm-form-sections.tsx';
import { ofmTypeConfirmations } from './ofm-form-texts.ts';
import { emptyItem, type OfmFormValues, toRequestInput, validOrderValue } from './ofm-form-values.ts';
import { OfmItemFields } from './ofm-item-fields.tsx';

const contractResolver = zodResolver(ofmRequestInputSchema) as unknown as Resolver<Record<string, unknown>>;

/**
 * Checks the form with the contract (the same schema the server uses, on the body the form will send) and the two
 * required checkboxes.
 */
const resolver: Resolver<OfmFormValues> = async (values, context, options) => {
  const result = await contractResolver(
    toRequestInput(values) as unknown as Record<string, unknown>,
    context,
    options as never,
  );
  const errors = { ...(result.errors as FieldErrors<OfmFormValues>) };
  if (!values.confirmed) errors.confirmed = { type: 'required', message: ofmMessages.confirmRequired };
  if (!values.agreed) errors.agreed = { type: 'required', message: ofmMessages.termsRequired };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

type OfmFormProps = {
  initialValues: OfmFormValues;
  /** The request being edited (PATCH), absent for a new one (POST). */
  request?: OfmRequest;
  /** Notices about the prefill (a bad link, a shortened shop name), shown above the form. */
  notices?: string[];
};

/**
 * `/ofm/new` and `/ofm/edit/{code}`: the Order for Me request form, OFM's fields in the shared request form shell.
 * Images are uploaded first (progress per file) and referred to by name; the prepayment is shown live from the
 * server's own fee rules; a failed save keeps everything and shows the server's message.
 */
export function OfmForm({ initialValues, request, notices = [] }: OfmFormProps) {
  const navigate = useNavigate();
  const save = useSaveOfmRequest();
  const images = usePendingImages<Awaited<ReturnType<typeof uploadOfmImage>>>();
  const form = useForm<OfmFormValues>({ ...validateOnBlur, resolver, defaultValues: initialValues });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const [type, videoCall, watchedItems, visitMinutes, fansignParticipation] = useWatch({
    control: form.control,
    name: ['type', 'videoCall', 'items', 'visitMinutes', 'fansignParticipation'],
  });
  // A marketplace listing (BUNJANG_KFD) is the item itself: the server prices it from the listing, so only the
  // notes, shop and video call can change. Its type, like any hidden type, is never offered.
  const isListing = type === 'BUNJANG_KFD';
  const isBusy = images.isUploading || save.isPending;

  const { submit, failure, isLocked } = useRequestFormSubmit(form, {
    // Every image not uploaded yet is uploaded first; each one uploaded becomes a kept image of its item.
    prepare: async () =>
      (await images.uploadAll(
        items.fields.map((field) => field.id),
        uploadOfmImage,
        (index, stored) => {
          const path = `items.${index}.images` as const;
          form.setValue(path, [
            ...form.getValues(path),
            { filename: stored.filename, tag: stored.tag, url: stored.url },
          ]);
        },
      ))
        ? null
        : ofmMessages.uploadFailed,
    save: (values) => save.mutateAsync({ code: request?.code, body: toRequestInput(values) }),
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: request ? `Request ${saved.code} updated.` : `Request ${saved.code} sent.`,
      });
      navigate(`/ofm/${encodeURIComponent(saved.code)}`);
    },
  });

  return (
    <RequestFormFrame
      label={request ? 'Edit Order for Me request' : 'New Order for Me request'}
      onSubmit={submit}
      failure={failure}
      failureTitle="The request was not sent"
      notices={notices}
      side={
        <>
          <OfmFeeBreakdown
            type={type}
            orderValueKrw={validOrderValue(watchedItems)}
            visitMinutes={visitMinutes}
            fansignParticipation={fansignParticipation}
            shopCount={countOfmShops(watchedItems.map((item) => item.url))}
            listingShippingKrw={isListing ? request?.domesticShippingKrw : 0}
          />
          <RequestConfirmations
            confirmation={ofmTypeConfirmations[type]}
            confirmationError={errors.confirmed?.message}
            confirmationField={form.register('confirmed')}
            termsError={errors.agreed?.message}
            termsField={form.register('agreed')}
          />
          <RequestFormActions
            closeTo={request ? `/ofm/${encodeURIComponent(request.code)}` : '/ofm'}
            isEdit={request !== undefined}
            isBusy={isBusy}
            isDisabled={items.fields.length === 0 || isLocked}
            placement="side"
          />
          {images.isUploading && (
            <Text size="sm" c="dimmed" role="status">
              Uploading images…
            </Text>
          )}
        </>
      }
    >
      <OfmTypeSection form={form} type={type} />
      <OfmShopSection form={form} type={type} videoCall={videoCall} />
      <RequestItemsSection
        fields={items.fields}
        canAdd={!isListing && items.fields.length < OFM_MAX_ITEMS}
        onAdd={() => {
          items.append(emptyItem());
          form.clearErrors('items');
        }}
        canRemove={!isListing}
        onRemove={(index) => {
          const field = items.fields[index];
          if (field) images.removeItem(field.id);
          items.remove(index);
        }}
        isBusy={isBusy}
        note={isListing ? 'The item is the marketplace listing; only its note can be changed.' : undefined}
        error={listMessageOf(errors.items)}
        emptyMessage={ofmMessages.atLeastOneItem}
        renderItem={(index, fieldId) => (
          <OfmItemFields
            form={form}
            index={index}
            isListing={isListing}
            isBusy={isBusy}
            newImages={images.of(fieldId)}
            onAddImages={(added) => images.add(fieldId, added)}
            onRemoveImage={(key) => images.remove(fieldId, key)}
          />
        )}
      />
      <RequestNoteField form={form} name="memberNote" description="Anything else we should know" />
    </RequestFormFrame>
  );
}
