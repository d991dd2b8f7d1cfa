import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FormBinding, inputProps } from './input-props.ts';

type NumberTextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'label' | 'inputMode' | 'name' | 'form'
> & {
  form: FormBinding<T>;
  name: Path<T>;
  label: string;
  /** 'KRW', 'cm': said after the label ('Width (cm)'), or inside the box after the number with `unitInside`. */
  unit?: string;
  unitInside?: boolean;
  /** Decimals may be typed (a rate, kilograms, centimetres); whole numbers otherwise. */
  decimal?: boolean;
  required?: boolean;
};

/**
 * A number typed as text with its unit, bound to a form field with its message: the phone's keyboard is the one
 * for numbers (decimal or whole) and the schema reads and checks the text.
 */
export function NumberTextField<T extends FieldValues>({
  form,
  name,
  label,
  unit,
  unitInside = false,
  decimal = false,
  required = false,
  ...inputOptions
}: NumberTextFieldProps<T>) {
  return (
    <TextInput
      label={unit && !unitInside ? `${label} (${unit})` : label}
      rightSection={unitInside ? unit : undefined}
      inputMode={decimal ? 'decimal' : 'numeric'}
      withAsterisk={required}
      {...inputOptions}
      {...inputProps(form, name)}
    />
  );
}
