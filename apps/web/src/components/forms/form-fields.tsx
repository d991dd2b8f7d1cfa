import { NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { ImageUpload } from './image-upload.tsx';

type FieldProps<T extends FieldValues, O extends FieldValues> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  description?: string;
};

/** A whole-number input bound to a form field (blank stays blank so the schema says 'is required'). */
export function NumberField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      withAsterisk={props.required}
      thousandSeparator=","
      allowDecimal={false}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? undefined : value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A select of a code list with its labels. */
export function SelectField<T extends FieldValues, O extends FieldValues>(
  props: FieldProps<T, O> & { data: { value: string; label: string }[]; clearable?: boolean },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <Select
      label={props.label}
      withAsterisk={props.required}
      data={props.data}
      clearable={props.clearable}
      searchable
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** A choice among a few options as a segmented control bound to a field, named by the label above it. */
export function SegmentedField<T extends FieldValues, O extends FieldValues>(
  props: FieldProps<T, O> & { data: { value: string; label: string }[]; fullWidth?: boolean },
) {
  const { field } = useController({ control: props.control, name: props.name });
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={field.value}
        onChange={field.onChange}
        data={props.data}
        fullWidth={props.fullWidth}
      />
    </Stack>
  );
}

/** An on/off switch bound to a boolean field. */
export function SwitchField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <Switch
      label={props.label}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The 'YYYY-MM-DDTHH:mm' wall-clock time in Korea of an ISO timestamp ('' when blank or invalid). */
export function isoToKstInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The ISO timestamp with +09:00 of a Korean wall-clock input ('' stays ''). */
export function kstInputToIso(value: string): string {
  return value ? `${value}:00+09:00` : '';
}

/** A date-and-time input in Korean time whose field holds the ISO timestamp with +09:00. */
export function KstDateTimeField<T extends FieldValues, O extends FieldValues>(props: FieldProps<T, O>) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextInput
      type="datetime-local"
      label={`${props.label} (KST)`}
      withAsterisk={props.required}
      value={isoToKstInput(field.value)}
      onChange={(event) => field.onChange(kstInputToIso(event.currentTarget.value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Uploaded images bound to a field: a single path (max 1) or a list of paths. */
export function ImagesField<T extends FieldValues, O extends FieldValues>(
  props: FieldProps<T, O> & { max: number },
) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const isSingle = props.max === 1;
  const paths: string[] = isSingle ? (field.value ? [field.value] : []) : (field.value ?? []);
  return (
    <ImageUpload
      label={props.label}
      max={props.max}
      value={paths}
      onChange={(next) => field.onChange(isSingle ? (next[0] ?? '') : next)}
      error={
        fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } })?.root?.message
      }
    />
  );
}
