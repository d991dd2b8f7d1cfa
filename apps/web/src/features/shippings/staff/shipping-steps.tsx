import { formatKrw } from '@fanship/domain/pricing/money';
import {
  type StaffShipping,
  shippingPrepareSchema,
  shippingShipSchema,
} from '@fanship/domain/warehouse/shipping';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { type StaffRequestDetail, useStaffRequestStep } from '../../staff-requests/index.ts';

/** Both steps' fields (prepare sends only the note). */
type StepValues = { carrier: string; trackingNo: string; managerNote: string };

type StepFormProps = {
  code: string;
  /** The step's name (`POST /api/staff/requests/shipping/{code}/{step}`) and its title and button. */
  step: 'prepare' | 'ship';
  title: string;
  button: string;
  text: string;
  done: string;
  /** The step's contract (the server's schema) and what it sends. */
  schema: typeof shippingPrepareSchema | typeof shippingShipSchema;
  carrier?: string;
  fields: (form: UseFormReturn<StepValues>) => ReactNode;
};

/**
 * A shipping step staff take with a form (prepare: a note; ship: carrier and tracking number): checked with the
 * contract the server uses; the answer moves the request on; a refusal keeps the input and shows the server's
 * message (and its field messages under their fields).
 */
function StepForm({ code, step, title, button, text, done, schema, carrier = '', fields }: StepFormProps) {
  const move = useStaffRequestStep<Partial<StepValues>, unknown>(
    'shipping',
    code,
    `requests/shipping/${code}/${step}`,
  );
  const form = useForm<StepValues>({
    ...validateOnBlur,
    resolver: zodResolver(schema) as unknown as Resolver<StepValues>,
    defaultValues: { carrier, trackingNo: '', managerNote: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await move.mutateAsync(step === 'prepare' ? { managerNote: values.managerNote } : values);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [name, message] of fieldErrors) form.setError(name as keyof StepValues, { message });
      return;
    }
    notifications.show({ color: 'green', message: done });
  });
  return (
    <SectionCard title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">{text}</Text>
          <FailureAlert error={move.error} title="The shipping was not moved" />
          {fields(form)}
          <Button type="submit" loading={move.isPending} style={{ alignSelf: 'flex-start' }}>
            {button}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

const noteField = (form: UseFormReturn<StepValues>) => (
  <Textarea label="Note for the member" autosize minRows={2} {...inputProps(form, 'managerNote')} />
);

/**
 * The shipping's staff steps, from the moves its status table allows now: 'Prepare the shipment' once paid (SCSH03,
 * a note), then 'Ship with tracking number' (SCSH04: the carrier, from the box's carrier options now, and the
 * tracking number).
 */
export function ShippingSteps({ request }: { request: StaffRequestDetail & StaffShipping }) {
  const can = (action: string) => request.actions.some((move) => move.action === action);
  if (can('Prepare the shipment'))
    return (
      <StepForm
        key="prepare"
        code={request.code}
        step="prepare"
        title="Prepare the shipment"
        button="Prepare"
        text="Prepare when the box is taken off its shelf to be labelled: the member is told."
        done={`${request.code} is being prepared. The member has been told.`}
        schema={shippingPrepareSchema}
        fields={noteField}
      />
    );
  if (!can('Ship with tracking number')) return null;
  const carriers = request.carrierOptions.options.map((option) => ({
    value: option.type,
    label: `${option.carrier} (${option.type}) · ${formatKrw(option.rateKrw)}`,
  }));
  const requested = request.requestedCarrier;
  return (
    // Its own key: the prepare form before it must not hand its values on.
    <StepForm
      key="ship"
      code={request.code}
      step="ship"
      title="Ship with tracking number"
      button="Ship"
      text={`Ship when the carrier has the box. The member asked for ${requested}.`}
      done={`${request.code} was shipped. The member has been told.`}
      schema={shippingShipSchema}
      carrier={carriers.some((option) => option.value === requested) ? requested : ''}
      fields={(form) => (
        <>
          <Controller
            control={form.control}
            name="carrier"
            render={({ field, fieldState }) => (
              <Select
                label="Carrier"
                withAsterisk
                data={carriers}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                nothingFoundMessage={request.carrierOptions.message ?? 'No carrier'}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput label="Tracking number" withAsterisk {...inputProps(form, 'trackingNo')} />
          {noteField(form)}
        </>
      )}
    />
  );
}
