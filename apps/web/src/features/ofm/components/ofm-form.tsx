import { type OfmType, selectableOfmTypes } from '@fanship/domain/pricing/ofm-fee';
import { countOfmShops } from '@fanship/domain/pricing/ofm-prepayment';
import {
  OFM_MAX_ITEMS,
  OFM_SHOP_NAME_MAX,
  type OfmRequest,
  ofmMessages,
  ofmRequestInputSchema,
  takesShopTimes,
} from '@fanship/domain/requests/ofm';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { SUBMIT_FAILURE_LOCK_MS, useSubmitLock } from '../../../lib/submit-lock.ts';
import { ofmTypeLabels } from '../../pricing/ofm-type-labels.ts';
import { useSaveOfmRequest } from '../api/save-ofm-request.ts';
import { uploadOfmImage } from '../api/upload-ofm-image.ts';
import { OfmFeeBreakdown } from './ofm-fee-breakdown.tsx';
import {
  emptyItem,
  type OfmFormValues,
  toRequestInput,
  validOrderValue,
  visitLengthOptions,
} from './ofm-form-values.ts';
import { type NewImage, OfmItemImages, releasePreview } from './ofm-item-images.tsx';

/** What each type is, with its timing (spec §9 "OFM fees": timing). */
export const ofmTypeDescriptions: Record<OfmType, string> = {
  ONLINE_REGULAR: 'We buy from an online shop in Korea within 2 business days of your payment.',
  ONLINE_PRIORITY:
    'We buy within 24 hours of your payment, for limited releases and pre-orders (₩15,000 on top of the service fee).',
  ONLINE_BUNJANG:
    'We buy second-hand items on Bunjang for you (₩10,000 plus 3% of the order value, no service fee).',
  PROXY_FANSIGN:
    'We apply for (or attend) a fansign event in your name. Send the request at least 6 hours before the application deadline.',
  OFFLINE:
    'We visit a shop in Korea for you. Send the request at least 48 hours ahead (₩30,000 for the first hour, ₩15,000 per extra hour, plus 3%).',
  BUNJANG_KFD: 'A Bunjang listing bought through Fanship, priced from the listing.',
  KFD_SHOP: 'Products from our shop, ordered from the cart.',
};

/** What the member confirms for each type before sending (the per-type confirmation). */
export const ofmTypeConfirmations: Record<OfmType, string> = {
  ONLINE_REGULAR:
    'I have checked the items, prices and quantities, and I understand the purchase is made within 2 business days after payment.',
  ONLINE_PRIORITY:
    'I have checked the items, prices and quantities, and I understand the priority purchase is made within 24 hours after payment for ₩15,000 extra.',
  ONLINE_BUNJANG:
    'I have checked the listings, and I understand second-hand items are bought as their sellers describe them.',
  PROXY_FANSIGN:
    'I have checked the event, and I understand the request must reach you at least 6 hours before the application deadline and a fansign draw may not be won.',
  OFFLINE:
    'I have checked the shop and the items, and I understand the request must reach you at least 48 hours before the visit.',
  BUNJANG_KFD: 'I have checked the listing, and I understand it is bought as its seller describes it.',
  KFD_SHOP: 'I have checked the products of this order.',
};

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
 * `/ofm/new` and `/ofm/edit/{code}`: the Order for Me request form. Images are uploaded first (progress per file)
 * and referred to by name; the prepayment is shown live from the server's own fee rules; a failed save keeps
 * everything and shows the server's message.
 */
export function OfmForm({ initialValues, request, notices = [] }: OfmFormProps) {
  const navigate = useNavigate();
  const save = useSaveOfmRequest();
  const submitLock = useSubmitLock();
  const [failure, setFailure] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [newImages, setNewImages] = useState<Record<string, NewImage[]>>({});
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
  const isHiddenType = !(selectableOfmTypes as readonly string[]).includes(type);
  const isBusy = isUploading || save.isPending;

  // Previews are released when the form goes away.
  const newImagesRef = useRef(newImages);
  newImagesRef.current = newImages;
  useEffect(
    () => () => {
      for (const list of Object.values(newImagesRef.current)) list.forEach(releasePreview);
    },
    [],
  );

  const setImagesOf = (fieldId: string, change: (current: NewImage[]) => NewImage[]) =>
    setNewImages((current) => ({ ...current, [fieldId]: change(current[fieldId] ?? []) }));

  /** Uploads every image not uploaded yet; each one uploaded becomes a kept image of its item. */
  const uploadNewImages = async (): Promise<boolean> => {
    const jobs = items.fields.flatMap((field, index) =>
      (newImages[field.id] ?? []).map((image) => ({ fieldId: field.id, index, image })),
    );
    if (jobs.length === 0) return true;
    setIsUploading(true);
    const results = await Promise.all(
      jobs.map(async ({ fieldId, index, image }) => {
        setImagesOf(fieldId, (list) =>
          list.map((entry) => (entry.key === image.key ? { ...entry, percent: 0, failed: false } : entry)),
        );
        try {
          const stored = await uploadOfmImage(image.file, (percent) =>
            setImagesOf(fieldId, (list) =>
              list.map((entry) => (entry.key === image.key ? { ...entry, percent } : entry)),
            ),
          );
          const path = `items.${index}.images` as const;
          form.setValue(path, [
            ...form.getValues(path),
            { filename: stored.filename, tag: stored.tag, url: stored.url },
          ]);
          releasePreview(image);
          setImagesOf(fieldId, (list) => list.filter((entry) => entry.key !== image.key));
          return true;
        } catch {
          setImagesOf(fieldId, (list) =>
            list.map((entry) => (entry.key === image.key ? { ...entry, failed: true } : entry)),
          );
          return false;
        }
      }),
    );
    setIsUploading(false);
    return results.every(Boolean);
  };

  const fail = (message: string) => {
    setFailure(message);
    submitLock.lock(SUBMIT_FAILURE_LOCK_MS);
  };

  const submit = form.handleSubmit(async () => {
    setFailure(null);
    if (!(await uploadNewImages())) {
      fail(ofmMessages.uploadFailed);
      return;
    }
    try {
      const saved = await save.mutateAsync({ code: request?.code, body: toRequestInput(form.getValues()) });
      submitLock.lock();
      notifications.show({
        color: 'green',
        message: request ? `Request ${saved.code} updated.` : `Request ${saved.code} sent.`,
      });
      navigate(`/ofm/${encodeURIComponent(saved.code)}`);
    } catch (error) {
      fail(errorMessageOf(error));
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [name, message] of fieldErrors) {
        form.setError(name as keyof OfmFormValues, { message });
      }
    }
  });

  const addItem = () => {
    items.append(emptyItem());
    form.clearErrors('items');
  };
  const removeItem = (index: number) => {
    const field = items.fields[index];
    if (field) {
      (newImages[field.id] ?? []).forEach(releasePreview);
      setNewImages(({ [field.id]: _removed, ...rest }) => rest);
    }
    items.remove(index);
  };

  // Submit is disabled without items, so the spec's message shows as soon as the list is empty.
  const itemsError =
    errors.items?.message ??
    errors.items?.root?.message ??
    (items.fields.length === 0 ? ofmMessages.atLeastOneItem : undefined);
  const hasTimes = takesShopTimes(type);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={request ? 'Edit Order for Me request' : 'New Order for Me request'}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {notices.map((notice) => (
              <Alert key={notice} color="orange" variant="light" title="Please check the form">
                {notice}
              </Alert>
            ))}
            {failure && (
              <Alert color="red" variant="light" role="alert" title="The request was not sent">
                {failure}
              </Alert>
            )}
            <Card withBorder padding="md" component="section" aria-label="Type">
              <Title order={2} fz="lg" mb="xs">
                Type
              </Title>
              {isHiddenType ? (
                <Stack gap={2}>
                  <Text fw={600}>{ofmTypeLabels[type]}</Text>
                  <Text size="sm" c="dimmed">
                    {ofmTypeDescriptions[type]} The type of this request cannot be changed.
                  </Text>
                </Stack>
              ) : (
                <Controller
                  control={form.control}
                  name="type"
                  render={({ field }) => (
                    <Radio.Group
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        // The confirmation is about the type: a new type asks for it again.
                        form.setValue('confirmed', false);
                      }}
                      label="OFM Type"
                      withAsterisk
                      error={errors.type?.message}
                    >
                      <Stack gap="sm" mt="xs">
                        {selectableOfmTypes.map((option) => (
                          <Radio
                            key={option}
                            value={option}
                            label={ofmTypeLabels[option]}
                            description={ofmTypeDescriptions[option]}
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                  )}
                />
              )}
            </Card>

            <Card withBorder padding="md" component="section" aria-label="Shop">
              <Title order={2} fz="lg" mb="xs">
                Shop
              </Title>
              <Stack gap="sm">
                <TextInput
                  label="Shop name"
                  withAsterisk
                  description={`Max. ${OFM_SHOP_NAME_MAX} characters`}
                  error={errors.shopName?.message}
                  {...form.register('shopName')}
                />
                {hasTimes && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      type="datetime-local"
                      label="Shop opens (Korean time)"
                      error={errors.shopOpenAt?.message}
                      {...form.register('shopOpenAt')}
                    />
                    <TextInput
                      type="datetime-local"
                      label="Shop closes (Korean time)"
                      error={errors.shopCloseAt?.message}
                      {...form.register('shopCloseAt')}
                    />
                  </SimpleGrid>
                )}
                {type === 'OFFLINE' && (
                  <Controller
                    control={form.control}
                    name="visitMinutes"
                    render={({ field }) => (
                      <Select
                        label="Visit length"
                        withAsterisk
                        description="The visit fee is charged for the time booked"
                        data={visitLengthOptions}
                        value={field.value}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        allowDeselect={false}
                        error={errors.visitMinutes?.message}
                      />
                    )}
                  />
                )}
                {type === 'PROXY_FANSIGN' && (
                  <>
                    <Controller
                      control={form.control}
                      name="fansignParticipation"
                      render={({ field }) => (
                        <Stack gap={4}>
                          <Text size="sm" fw={500} id="fansign-participation">
                            Fansign
                          </Text>
                          <SegmentedControl
                            aria-labelledby="fansign-participation"
                            value={field.value}
                            onChange={(value) => field.onChange(value)}
                            data={[
                              { value: 'APPLY', label: 'Apply for the draw' },
                              { value: 'ATTEND', label: 'Attend the event' },
                            ]}
                          />
                        </Stack>
                      )}
                    />
                    <TextInput
                      label="Applicant name"
                      withAsterisk
                      error={errors.applicantName?.message}
                      {...form.register('applicantName')}
                    />
                    <Textarea
                      label="Applicant information"
                      description="What the event asks of an applicant (phone, birth date, …)"
                      autosize
                      minRows={2}
                      error={errors.applicantData?.message}
                      {...form.register('applicantData')}
                    />
                  </>
                )}
                <Controller
                  control={form.control}
                  name="videoCall"
                  render={({ field }) => (
                    <Radio.Group
                      label="Video call during the purchase"
                      value={field.value ? 'yes' : 'no'}
                      onChange={(value) => field.onChange(value === 'yes')}
                    >
                      <Group gap="lg" mt={4}>
                        <Radio value="yes" label="Yes" />
                        <Radio value="no" label="No" />
                      </Group>
                    </Radio.Group>
                  )}
                />
                {videoCall && (
                  <Textarea
                    label="Video call information"
                    description="Your messenger and ID, and when you can take the call"
                    autosize
                    minRows={2}
                    error={errors.videoCallInfo?.message}
                    {...form.register('videoCallInfo')}
                  />
                )}
              </Stack>
            </Card>

            <Card withBorder padding="md" component="section" aria-label="Items">
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="lg">
                  Items
                </Title>
                {!isListing && items.fields.length < OFM_MAX_ITEMS && (
                  <Button variant="light" size="xs" onClick={addItem} disabled={isBusy}>
                    Add item
                  </Button>
                )}
              </Group>
              {isListing && (
                <Text size="sm" c="dimmed" mb="xs">
                  The item is the marketplace listing; only its note can be changed.
                </Text>
              )}
              <Stack gap="md">
                {items.fields.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No items yet.
                  </Text>
                )}
                {items.fields.map((field, index) => {
                  const itemErrors = errors.items?.[index];
                  const itemLabel = `item ${index + 1}`;
                  return (
                    <Card
                      key={field.id}
                      withBorder
                      padding="sm"
                      bg="var(--mantine-color-gray-0)"
                      component="fieldset"
                      aria-label={`Item ${index + 1}`}
                      style={{ minWidth: 0 }}
                    >
                      <Group justify="space-between" mb={6}>
                        <Text fw={600}>Item {index + 1}</Text>
                        {!isListing && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            onClick={() => removeItem(index)}
                            disabled={isBusy}
                            aria-label={`Remove item ${index + 1}`}
                          >
                            Remove
                          </Button>
                        )}
                      </Group>
                      <Stack gap="sm">
                        <TextInput
                          label="URL"
                          withAsterisk
                          placeholder="https://"
                          readOnly={isListing}
                          error={itemErrors?.url?.message}
                          {...form.register(`items.${index}.url`)}
                        />
                        <TextInput
                          label="Item name"
                          withAsterisk
                          readOnly={isListing}
                          error={itemErrors?.name?.message}
                          {...form.register(`items.${index}.name`)}
                        />
                        <SimpleGrid cols={{ base: 1, xs: 2 }}>
                          <TextInput
                            label="Unit price (KRW)"
                            withAsterisk
                            inputMode="numeric"
                            readOnly={isListing}
                            error={itemErrors?.unitPrice?.message}
                            {...form.register(`items.${index}.unitPrice`)}
                          />
                          <TextInput
                            label="Quantity"
                            withAsterisk
                            inputMode="numeric"
                            readOnly={isListing}
                            error={itemErrors?.quantity?.message}
                            {...form.register(`items.${index}.quantity`)}
                          />
                        </SimpleGrid>
                        <Textarea
                          label="Item note"
                          autosize
                          minRows={1}
                          error={itemErrors?.memberNote?.message}
                          {...form.register(`items.${index}.memberNote`)}
                        />
                        {!isListing && (
                          <Controller
                            control={form.control}
                            name={`items.${index}.images`}
                            render={({ field: kept }) => (
                              <OfmItemImages
                                itemLabel={itemLabel}
                                kept={kept.value}
                                added={newImages[field.id] ?? []}
                                onRemoveKept={(filename) =>
                                  kept.onChange(kept.value.filter((image) => image.filename !== filename))
                                }
                                onAdd={(added) => setImagesOf(field.id, (list) => [...list, ...added])}
                                onRemoveAdded={(key) =>
                                  setImagesOf(field.id, (list) =>
                                    list.filter((image) => {
                                      if (image.key === key) releasePreview(image);
                                      return image.key !== key;
                                    }),
                                  )
                                }
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
                    </Card>
                  );
                })}
                {itemsError && (
                  <Text size="sm" c="red" role="alert">
                    {itemsError}
                  </Text>
                )}
              </Stack>
            </Card>

            <Textarea
              label="Note"
              description="Anything else we should know"
              autosize
              minRows={2}
              error={errors.memberNote?.message}
              {...form.register('memberNote')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" pos={{ base: 'static', md: 'sticky' }} top={80}>
            <OfmFeeBreakdown
              type={type}
              orderValueKrw={validOrderValue(watchedItems)}
              visitMinutes={visitMinutes}
              fansignParticipation={fansignParticipation}
              shopCount={countOfmShops(watchedItems.map((item) => item.url))}
              listingShippingKrw={isListing ? request?.domesticShippingKrw : 0}
            />
            <Checkbox
              label={ofmTypeConfirmations[type]}
              error={errors.confirmed?.message}
              {...form.register('confirmed')}
            />
            <Checkbox
              label={
                <>
                  I agree to the{' '}
                  <Anchor component={Link} to="/terms" target="_blank" inherit>
                    terms of use
                  </Anchor>
                </>
              }
              error={errors.agreed?.message}
              {...form.register('agreed')}
            />
            <Group gap="sm" grow>
              <Button
                variant="default"
                component={Link}
                to={request ? `/ofm/${encodeURIComponent(request.code)}` : '/ofm'}
              >
                Close
              </Button>
              <Button
                type="submit"
                loading={isBusy}
                disabled={items.fields.length === 0 || submitLock.isLocked}
              >
                {request ? 'Save' : 'Submit'}
              </Button>
            </Group>
            {isUploading && (
              <Text size="sm" c="dimmed" role="status">
                Uploading images…
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
