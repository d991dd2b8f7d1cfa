import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import { formatKrw } from '@fanship/domain/pricing/money';
import { OFM_MAX_ITEMS, type StaffOfmRequest } from '@fanship/domain/requests/ofm';
import {
  OFM_MAX_RESULT_IMAGES,
  ofmFulfilmentMessages,
  ofmRecordPurchaseSchema,
  ofmSpendableKrw,
  ofmUnspentKrw,
} from '@fanship/domain/requests/ofm-fulfilment';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { ListMessage, listMessageOf, RemoveRowButton } from '../../../components/forms/row-list.tsx';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { ActionBar } from '../../../components/ui/action-bar.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { resultImageName, uploadOfmResultImage, useRecordOfmPurchase } from '../api/staff-ofm-api.ts';

type PurchaseLine = { name: string; unitPrice: string; quantity: string };
export type PurchaseFormValues = { items: PurchaseLine[]; purchaseAmount: string; feeAmount: string };

/** A typed amount as whole won, or null while it is not one. */
function wonOf(text: string): number | null {
  const value = parseFormNumber(text);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The total of the lines that are complete so far. */
function linesTotal(items: PurchaseLine[]): number {
  return items.reduce((total, item) => total + (wonOf(item.unitPrice) ?? 0) * (wonOf(item.quantity) ?? 0), 0);
}

/** What the form starts with: the member's items as asked for, and the prepaid goods and fee as the amounts. */
export function purchaseFormDefaults(request: StaffOfmRequest): PurchaseFormValues {
  return {
    items: request.items.map((item) => ({
      name: item.name,
      unitPrice: String(item.unitPrice),
      quantity: String(item.quantity),
    })),
    purchaseAmount: String(request.orderValueKrw),
    feeAmount: String(request.feeKrw),
  };
}

const contractResolver = zodResolver(ofmRecordPurchaseSchema) as unknown as Resolver<PurchaseFormValues>;

/** The contract (the server's own schema), and the amounts against what the prepayment covers. */
function resolverFor(spendable: number): Resolver<PurchaseFormValues> {
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    const errors = { ...(result.errors as FieldErrors<PurchaseFormValues>) };
    const purchase = wonOf(values.purchaseAmount);
    const fee = wonOf(values.feeAmount);
    if (!errors.purchaseAmount && purchase !== null && fee !== null && purchase + fee > spendable) {
      errors.purchaseAmount = {
        type: 'max',
        message: ofmFulfilmentMessages.overPrepayment(formatKrw(spendable)),
      };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * SCOM03 'Record the purchase': the items actually bought (editable rows), the purchase amount and the fee
 * actually charged (with what is left of the prepayment, live), and photos of the goods for the member, uploaded
 * with progress. A refusal keeps everything and shows the server's message. Its submit stays on screen at the
 * bottom (`ActionBar`), on a phone too, where the form is longer than the screen.
 */
export function RecordPurchaseForm({ request }: { request: StaffOfmRequest }) {
  const record = useRecordOfmPurchase(request.code);
  const spendable = ofmSpendableKrw(request);
  const [images, setImages] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PurchaseFormValues>({
    ...validateOnBlur,
    resolver: resolverFor(spendable),
    defaultValues: purchaseFormDefaults(request),
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const [watchedItems, purchaseAmount, feeAmount] = useWatch({
    control: form.control,
    name: ['items', 'purchaseAmount', 'feeAmount'],
  });
  const purchase = wonOf(purchaseAmount);
  const fee = wonOf(feeAmount);
  const itemsTotal = linesTotal(watchedItems);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await record.mutateAsync({
        ...values,
        images: images.map((url) => ({ filename: resultImageName(url) })),
      });
      notifications.show({ color: 'green', message: `The purchase of ${request.code} was recorded.` });
    } catch (error) {
      setFailure(errorMessageOf(error));
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [name, message] of fieldErrors) {
        form.setError(name as keyof PurchaseFormValues, { message });
      }
    }
  });

  return (
    <SectionCard title="Record the purchase">
      <UploadTrackerProvider>
        {(uploadsRunning) => (
          <form onSubmit={submit} noValidate aria-label="Record the purchase">
            <Stack gap="md">
              <FailureAlert message={failure} title="The purchase was not recorded" />
              <Stack gap="xs" role="group" aria-label="Purchased items">
                <Text fw={600} size="sm">
                  Purchased items
                </Text>
                {lines.fields.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No items yet. Add what was bought.
                  </Text>
                )}
                {lines.fields.map((field, index) => {
                  return (
                    <Grid key={field.id} gap="xs" align="flex-start">
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <TextInput
                          label={`Item ${index + 1} name`}
                          withAsterisk
                          {...inputProps(form, `items.${index}.name`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, sm: 3 }}>
                        <NumberTextField
                          form={form}
                          name={`items.${index}.unitPrice`}
                          label="Unit price"
                          unit="KRW"
                          required
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 4, sm: 2 }}>
                        <NumberTextField
                          form={form}
                          name={`items.${index}.quantity`}
                          label="Quantity"
                          required
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 2, sm: 1 }} pt={{ base: 28 }}>
                        <RemoveRowButton
                          px={4}
                          onClick={() => lines.remove(index)}
                          label={`Remove item ${index + 1}`}
                        />
                      </Grid.Col>
                    </Grid>
                  );
                })}
                <ListMessage message={listMessageOf(errors.items)} />
                <Group justify="space-between">
                  {lines.fields.length < OFM_MAX_ITEMS && (
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => {
                        lines.append({ name: '', unitPrice: '', quantity: '1' });
                        form.clearErrors('items');
                      }}
                    >
                      Add item
                    </Button>
                  )}
                  <Text size="sm" data-testid="items-total">
                    Items total: {formatKrw(itemsTotal)}
                  </Text>
                </Group>
              </Stack>
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberTextField
                    form={form}
                    name="purchaseAmount"
                    label="Purchase amount"
                    unit="KRW"
                    description="What the goods actually cost"
                    required
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberTextField
                    form={form}
                    name="feeAmount"
                    label="Fee amount"
                    unit="KRW"
                    description={`Prepaid service fee: ${formatKrw(request.feeKrw)}`}
                    required
                  />
                </Grid.Col>
              </Grid>
              <RefundPreview request={request} purchase={purchase} fee={fee} />
              <ImageUpload
                label="Result images"
                value={images}
                onChange={setImages}
                max={OFM_MAX_RESULT_IMAGES}
                upload={(file, onProgress) => uploadOfmResultImage(request.code, file, onProgress)}
              />
              <ActionBar label="Purchase bar" hint={request.code}>
                <Button
                  type="submit"
                  size="md"
                  loading={record.isPending}
                  disabled={uploadsRunning > 0 || lines.fields.length === 0}
                >
                  Record the purchase
                </Button>
              </ActionBar>
              {uploadsRunning > 0 && (
                <Text size="sm" c="dimmed" role="status">
                  Uploading images…
                </Text>
              )}
            </Stack>
          </form>
        )}
      </UploadTrackerProvider>
    </SectionCard>
  );
}

/** The prepayment less what is recorded: what the member will get back as credit on completion. */
function RefundPreview({
  request,
  purchase,
  fee,
}: {
  request: StaffOfmRequest;
  purchase: number | null;
  fee: number | null;
}) {
  const unspent =
    purchase === null || fee === null
      ? null
      : ofmUnspentKrw({ ...request, purchaseAmount: purchase, feeAmount: fee });
  return (
    <Stack gap={2} aria-label="Prepayment left" role="group">
      <Group justify="space-between">
        <Text size="sm">Prepayment</Text>
        <Text size="sm">{formatKrw(request.prepaymentKrw)}</Text>
      </Group>
      {request.domesticShippingKrw > 0 && (
        <Group justify="space-between">
          <Text size="sm">Domestic shipping (as prepaid)</Text>
          <Text size="sm">−{formatKrw(request.domesticShippingKrw)}</Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text size="sm">Purchase and fee</Text>
        <Text size="sm">{purchase === null || fee === null ? '-' : `−${formatKrw(purchase + fee)}`}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={700}>
          Left to refund as credit
        </Text>
        <Text size="sm" fw={700} data-testid="refund-preview">
          {unspent === null ? '-' : formatKrw(unspent)}
        </Text>
      </Group>
    </Stack>
  );
}
