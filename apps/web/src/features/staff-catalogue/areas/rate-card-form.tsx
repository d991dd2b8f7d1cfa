import { type RateCardRecord, staffRateCardSchema } from '@fanship/domain/catalogue/staff-content';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { NumberField, SwitchField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { listCountries } from '../../../lib/countries.ts';
import { rateCardResource } from '../api/staff-resources.ts';
import { AdminOnly } from '../components/admin-only.tsx';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

const LIST_PATH = '/staff/rate-cards';

/** The rate card form: carrier, type, zone, countries and the weight steps with their prices. */
export function RateCardForm({ record, id }: { record?: RateCardRecord; id?: string }) {
  const { form, control, errors, frame } = useStaffForm(staffRateCardSchema, rateCardResource, {
    defaultValues: {
      carrier: record?.carrier ?? '',
      type: record?.type ?? '',
      zone: record?.zone ?? '',
      countries: record?.countries ?? [],
      maxWeightGrams: record?.maxWeightGrams ?? (undefined as unknown as number),
      steps: record?.steps ?? [
        { upToGrams: undefined as unknown as number, priceKrw: undefined as unknown as number },
      ],
      isActive: record?.isActive ?? true,
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Rate card updated.' : 'Rate card created.',
  });
  const steps = useFieldArray({ control, name: 'steps' });
  const stepsMessage = errors.steps?.message ?? errors.steps?.root?.message;

  return (
    <StaffFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Carrier" withAsterisk {...inputProps(form, 'carrier')} />
        <TextInput
          label="Type"
          withAsterisk
          description="For example KP, EMS, CJ"
          {...inputProps(form, 'type')}
        />
        <TextInput label="Zone" {...inputProps(form, 'zone')} />
      </SimpleGrid>
      <Controller
        control={control}
        name="countries"
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Countries"
            withAsterisk
            searchable
            data={listCountries().map((country) => ({
              value: country.code,
              label: `${country.name} (${country.code})`,
            }))}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? errors.countries?.root?.message}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="maxWeightGrams" label="Max weight (grams)" required />
        <Stack justify="flex-end">
          <SwitchField control={control} name="isActive" label="Active (used by the calculator)" />
        </Stack>
      </SimpleGrid>
      <Input.Wrapper
        label="Weight steps"
        description="Ascending; the last step must reach the max weight."
        error={stepsMessage}
      >
        <Stack gap="xs" mt={6}>
          {steps.fields.map((step, index) => (
            <Stack key={step.id} gap={2}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NumberField
                  control={control}
                  name={`steps.${index}.upToGrams`}
                  label={`Step ${index + 1}: up to (grams)`}
                />
                <NumberField control={control} name={`steps.${index}.priceKrw`} label="Price (KRW)" />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label={`Remove step ${index + 1}`}
                  disabled={steps.fields.length === 1}
                  onClick={() => steps.remove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
              {errors.steps?.[index]?.message && (
                <Text size="xs" c="red">
                  {errors.steps[index].message}
                </Text>
              )}
            </Stack>
          ))}
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                steps.append({
                  upToGrams: undefined as unknown as number,
                  priceKrw: undefined as unknown as number,
                })
              }
            >
              Add step
            </Button>
          </Group>
        </Stack>
      </Input.Wrapper>
    </StaffFormFrame>
  );
}

/** /staff/rate-cards/new and /staff/rate-cards/:id (admin). */
export function RateCardFormPage() {
  return (
    <AdminOnly>
      <StaffFormPage resource={rateCardResource} noun="Rate card" listPath={LIST_PATH} form={RateCardForm} />
    </AdminOnly>
  );
}
