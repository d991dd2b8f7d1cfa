import type { RecordResultsInput } from '@fanship/domain/warehouse/package-services';
import { MAX_PARCEL_PHOTOS } from '@fanship/domain/warehouse/parcels';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { uploadPackagePhoto } from '../../staff-warehouse/index.ts';
import {
  emptyResultRow,
  type ResultExtraField,
  type ResultPackagesValues,
  resultFieldMessage,
  resultFormField,
  resultPackagesResolver,
  toRecordResults,
} from './result-packages-values.ts';
import { useStaffRequestStep } from './staff-requests-api.ts';

const sizeFields = ['widthCm', 'lengthCm', 'heightCm'] as const;

/** A number with its unit beside it (kg, cm). */
function UnitField({
  form,
  name,
  label,
  unit,
}: {
  form: UseFormReturn<ResultPackagesValues>;
  name: `packages.${number}.${'weightKg' | (typeof sizeFields)[number]}`;
  label: string;
  unit: string;
}) {
  return (
    <TextInput
      label={`${label} (${unit})`}
      withAsterisk
      inputMode="decimal"
      rightSection={
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      }
      {...inputProps(form, name)}
    />
  );
}

type RecordResultPackagesProps = {
  /** The kind's name ('split') and the request's code: the step is `requests/{kind}/{code}/results`. */
  kind: string;
  code: string;
  /** One row per package to record, headed by what the member asked it to hold (a split's content). */
  rows: readonly { heading: string; description?: string }[];
  /** Whether staff may add and remove rows (a packing makes as many boxes as the goods need), keeping one. */
  canAddRows?: boolean;
  /** The step's contract when the kind records more than the packages (a packing's `packingBoxesSchema`). */
  schema?: z.ZodType;
  /** The kind's own whole numbers recorded with the packages (a packing's vacuum bags). */
  extraFields?: readonly ResultExtraField[];
};

/**
 * The staff step that records the packages a package-service request made (split, inclusion, packing,
 * repacking): one row per new package with its weight in kg, its sides in cm and its photos (uploaded as chosen,
 * from the phone's camera or a file; the step waits for them), rows added and removed where the kind allows, and
 * the kind's own numbers, checked by the server's contract as typed; the server's refusal is shown above the rows,
 * every value kept.
 */
export function RecordResultPackages({
  kind,
  code,
  rows,
  canAddRows = false,
  schema,
  extraFields = [],
}: RecordResultPackagesProps) {
  const step = useStaffRequestStep<RecordResultsInput, unknown>(
    kind,
    code,
    `requests/${kind}/${code}/results`,
  );
  const [failure, setFailure] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kind's contract and fields are fixed for the page
  const resolver = useMemo(() => resultPackagesResolver(schema, extraFields), []);
  const form = useForm<ResultPackagesValues>({
    ...validateOnBlur,
    resolver,
    defaultValues: {
      packages: rows.map((row) => emptyResultRow(row.description)),
      extra: Object.fromEntries(extraFields.map((field) => [field.name, ''])),
    },
  });
  const packages = useFieldArray({ control: form.control, name: 'packages' });
  const count = packages.fields.length;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await step.mutateAsync(toRecordResults(values, extraFields));
      notifications.show({
        color: 'green',
        message: `${count} ${count === 1 ? 'package was' : 'packages were'} recorded for ${code}.`,
      });
    } catch (error) {
      setFailure(errorMessageOf(error));
      for (const [path, message] of Object.entries(error instanceof ApiError ? error.fieldErrors : {})) {
        const field = resultFormField(path.split('.'), extraFields);
        if (field === 'root') continue;
        form.setError(field as `packages.${number}.weightKg`, {
          message: resultFieldMessage(field, message),
        });
      }
    }
  });
  return (
    <Card withBorder padding="md" component="section" aria-label="Record the new packages">
      <UploadTrackerProvider>
        {(uploading) => (
          <form onSubmit={submit} noValidate aria-label="Record the new packages">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Record the new packages
              </Title>
              <Text size="sm" c="dimmed">
                Weigh and measure each new package. They go to the member's locker with a new free storage
                period.
              </Text>
              <FailureAlert message={failure} title="The packages were not recorded" />
              {packages.fields.map((row, index) => (
                <Card
                  key={row.id}
                  withBorder
                  padding="sm"
                  bg="var(--mantine-color-gray-0)"
                  component="fieldset"
                  aria-label={`New package ${index + 1}`}
                  style={{ minWidth: 0 }}
                >
                  <Group justify="space-between" mb={4}>
                    <Text fw={600}>New package {index + 1}</Text>
                    {canAddRows && count > 1 && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => packages.remove(index)}
                      >
                        Remove package {index + 1}
                      </Button>
                    )}
                  </Group>
                  {rows[index]?.heading && (
                    <Text size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {rows[index]?.heading}
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                    <UnitField form={form} name={`packages.${index}.weightKg`} label="Weight" unit="kg" />
                    <UnitField form={form} name={`packages.${index}.widthCm`} label="Width" unit="cm" />
                    <UnitField form={form} name={`packages.${index}.lengthCm`} label="Length" unit="cm" />
                    <UnitField form={form} name={`packages.${index}.heightCm`} label="Height" unit="cm" />
                  </SimpleGrid>
                  <Controller
                    control={form.control}
                    name={`packages.${index}.photos`}
                    render={({ field, fieldState }) => (
                      <ImageUpload
                        label="Photos"
                        value={field.value}
                        onChange={field.onChange}
                        max={MAX_PARCEL_PHOTOS}
                        error={fieldState.error?.message}
                        upload={uploadPackagePhoto}
                        camera
                      />
                    )}
                  />
                </Card>
              ))}
              {canAddRows && (
                <Button
                  variant="light"
                  onClick={() => packages.append(emptyResultRow())}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add package
                </Button>
              )}
              {extraFields.map((field) => (
                <TextInput
                  key={field.name}
                  label={field.label}
                  description={field.description}
                  inputMode="numeric"
                  maw={240}
                  {...inputProps(form, `extra.${field.name}`)}
                />
              ))}
              <Button
                type="submit"
                loading={step.isPending}
                disabled={uploading > 0}
                style={{ alignSelf: 'flex-end' }}
              >
                {uploading > 0
                  ? 'Waiting for photos…'
                  : `Record ${count === 1 ? 'package' : `${count} packages`}`}
              </Button>
            </Stack>
          </form>
        )}
      </UploadTrackerProvider>
    </Card>
  );
}
