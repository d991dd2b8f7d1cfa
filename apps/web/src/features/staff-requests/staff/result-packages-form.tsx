import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import { type RecordResultsInput, recordResultsSchema } from '@fanship/domain/warehouse/package-services';
import { MAX_PARCEL_PHOTOS, MAX_PARCEL_WEIGHT_GRAMS } from '@fanship/domain/warehouse/parcels';
import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { photoName, uploadPackagePhoto } from '../../staff-warehouse/index.ts';
import { useStaffRequestStep } from './staff-requests-api.ts';

/** One new package as staff type it: weight in kilograms, sides in centimetres, what it holds. */
type ResultRowValues = {
  weightKg: string;
  widthCm: string;
  lengthCm: string;
  heightCm: string;
  description: string;
  /** The uploaded photos' addresses. */
  photos: string[];
};
export type ResultPackagesValues = { packages: ResultRowValues[] };

const sizeFields = ['widthCm', 'lengthCm', 'heightCm'] as const;

/** Kilograms as typed ('1.25') to whole grams (1250); anything else is left for the contract to refuse. */
export function kgToGrams(kg: string): unknown {
  const parsed = parseFormNumber(kg);
  return typeof parsed === 'number' && Number.isFinite(parsed) ? Math.round(parsed * 1000) : parsed;
}

/** The body of the results step (`POST /api/staff/requests/{kind}/{code}/results`) from the form. */
export function toRecordResults(values: ResultPackagesValues): RecordResultsInput {
  return {
    packages: values.packages.map((row) => ({
      weightGrams: kgToGrams(row.weightKg) as number,
      widthCm: row.widthCm,
      lengthCm: row.lengthCm,
      heightCm: row.heightCm,
      description: row.description,
      photos: row.photos.map(photoName),
    })),
  };
}

/**
 * The contract's weight messages speak grams (the body's unit); the form's field is in kilograms, so its messages
 * say kilograms too.
 */
export function weightMessageInKg(message: string): string {
  if (message.includes('too large')) return `Weight is too large (max. ${MAX_PARCEL_WEIGHT_GRAMS / 1000} kg)`;
  if (message.includes('at least')) return 'Weight must be at least 0.001 kg';
  if (message.includes('whole number')) return 'Weight must be a number of kilograms';
  return message;
}

/** A contract path to the form's field: `packages.0.weightGrams` → `packages.0.weightKg`. */
export function resultFormField(path: readonly PropertyKey[]): string {
  const [list, index, field] = path.map(String);
  if (index === undefined) return 'root';
  return `${list}.${index}.${field === 'weightGrams' ? 'weightKg' : field}`;
}

/** Checks the rows by the contract on the body the form will send, each message on its field. */
const resolver: Resolver<ResultPackagesValues> = async (values) => {
  const parsed = recordResultsSchema.safeParse(toRecordResults(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = resultFormField(issue.path).split('.');
    if (index === undefined || field === undefined) continue;
    const rows = (errors.packages ?? []) as Record<string, Record<string, unknown>>;
    errors.packages = rows;
    rows[index] ??= {};
    const message = field === 'weightKg' ? weightMessageInKg(issue.message) : issue.message;
    (rows[index] as Record<string, unknown>)[field] ??= { type: 'validation', message };
  }
  return { values: {}, errors: errors as FieldErrors<ResultPackagesValues> };
};

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
};

/**
 * The staff step that records the packages a package-service request made (split, inclusion, packing,
 * repacking): one row per new package with its weight in kg, its sides in cm and its photos (uploaded as chosen, from
 * the phone's camera or a file; the step waits for them), checked by the
 * server's contract as typed; the server's refusal is shown above the rows, every value kept.
 */
export function RecordResultPackages({ kind, code, rows }: RecordResultPackagesProps) {
  const step = useStaffRequestStep<RecordResultsInput, unknown>(
    kind,
    code,
    `requests/${kind}/${code}/results`,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResultPackagesValues>({
    ...validateOnBlur,
    resolver,
    defaultValues: {
      packages: rows.map((row) => ({
        weightKg: '',
        widthCm: '',
        lengthCm: '',
        heightCm: '',
        description: row.description ?? '',
        photos: [],
      })),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await step.mutateAsync(toRecordResults(values));
      notifications.show({
        color: 'green',
        message: `${rows.length} ${rows.length === 1 ? 'package was' : 'packages were'} recorded for ${code}.`,
      });
    } catch (error) {
      setFailure(errorMessageOf(error));
      for (const [path, message] of Object.entries(error instanceof ApiError ? error.fieldErrors : {})) {
        const field = resultFormField(path.split('.'));
        if (field === 'root') continue;
        form.setError(field as `packages.${number}.weightKg`, {
          message: field.endsWith('weightKg') ? weightMessageInKg(message) : message,
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
              {rows.map((row, index) => (
                <Card
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed, one per package the request asks for
                  key={index}
                  withBorder
                  padding="sm"
                  bg="var(--mantine-color-gray-0)"
                  component="fieldset"
                  aria-label={`New package ${index + 1}`}
                  style={{ minWidth: 0 }}
                >
                  <Text fw={600} mb={4}>
                    New package {index + 1}
                  </Text>
                  <Text size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {row.heading}
                  </Text>
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
              <Button
                type="submit"
                loading={step.isPending}
                disabled={uploading > 0}
                style={{ alignSelf: 'flex-end' }}
              >
                {uploading > 0
                  ? 'Waiting for photos…'
                  : `Record ${rows.length === 1 ? 'package' : `${rows.length} packages`}`}
              </Button>
            </Stack>
          </form>
        )}
      </UploadTrackerProvider>
    </Card>
  );
}
