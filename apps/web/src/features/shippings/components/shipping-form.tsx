import { formatKrw } from '@fanship/domain/pricing/money';
import { type Shipping, shippingTargetTypes } from '@fanship/domain/warehouse/shipping';
import { Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { AddressBookField } from '../../addresses/index.ts';
import { PackagePickerField } from '../../packages/index.ts';
import { KindFormFrame, RequestFormSection, RequestNoteField, useKindForm } from '../../requests/index.ts';
import { shippingsApi, useCarrierOptions } from '../api/shippings-api.ts';
import { CarrierField } from './carrier-field.tsx';
import { type ShippingFormValues, shippingResolver, toShippingInput } from './shipping-form-values.ts';

/** The boxes a shipping may take: the member's arrived F boxes (spec §4). */
const boxRule = { types: shippingTargetTypes, statuses: ['ARRIVED'] } as const;

type ShippingFormProps = {
  initialValues: ShippingFormValues;
  /** The shipping being edited (PATCH), absent for a new one (POST). */
  request?: Shipping;
};

/**
 * `/shippings/new` and `/shippings/edit/{code}` (spec §5 "Shipping form"): the box to ship (the member's arrived F
 * boxes), the address from the address book, the carrier (disabled until both are chosen; the carriers the box may
 * go with there, with their rates, or the §8 message when none), and a note. Fields are checked as they are left
 * with the spec's messages; a refused save keeps everything and shows the server's message. A new shipping goes to
 * the list, an edit to its page.
 */
export function ShippingForm({ initialValues, request }: ShippingFormProps) {
  const form = useForm<ShippingFormValues>({
    ...validateOnBlur,
    resolver: shippingResolver,
    defaultValues: initialValues,
  });
  const [box, address, carrier] = useWatch({
    control: form.control,
    name: ['targetPackageCode', 'address', 'requestedCarrier'],
  });
  const countryCode = address?.countryCode ?? '';
  const carriers = useCarrierOptions(box, countryCode);
  const options = carriers.data?.options;
  // A carrier the new box or country does not offer is chosen again.
  useEffect(() => {
    const current = form.getValues('requestedCarrier');
    if (options && current && !options.some((option) => option.type === current))
      form.setValue('requestedCarrier', '');
  }, [options, form]);
  const chosen = options?.find((option) => option.type === carrier);
  const submission = useKindForm(form, {
    noun: 'shipping',
    code: request?.code,
    useSave: shippingsApi.useSave,
    toInput: toShippingInput,
  });

  return (
    <KindFormFrame
      submission={submission}
      side={
        <SectionCard title="Shipping fee">
          <Group justify="space-between" wrap="nowrap">
            <Text>Carrier rate</Text>
            <Text fw={700} aria-label="Carrier rate">
              {chosen ? formatKrw(chosen.rateKrw) : '-'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            The invoice adds every fee still unpaid on the box and the packages it was made from, and storage
            beyond the free days. It is paid right after the request is made.
          </Text>
        </SectionCard>
      }
    >
      <RequestFormSection title="Box to ship">
        <PackagePickerField
          control={form.control}
          name="targetPackageCode"
          label="Target Package"
          description="An arrived forwarding (F) box of yours"
          rule={boxRule}
          current={request?.targetPackage.code}
        />
      </RequestFormSection>
      <RequestFormSection title="Delivery address">
        <AddressBookField control={form.control} name="address" />
      </RequestFormSection>
      <RequestFormSection title="Carrier">
        <Controller
          control={form.control}
          name="requestedCarrier"
          render={({ field, fieldState }) => (
            <CarrierField
              options={box && countryCode ? carriers : undefined}
              packageCode={box}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </RequestFormSection>
      <RequestNoteField
        form={form}
        name="memberNote"
        description="Anything else we should know about this shipment"
      />
    </KindFormFrame>
  );
}
