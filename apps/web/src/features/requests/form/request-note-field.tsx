import { Textarea } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FormBinding, inputProps } from '../../../components/forms/input-props.ts';

/** A request form's free-text note ('Note' unless `label` says), growing with its text, its message under it. */
export function RequestNoteField<T extends FieldValues>({
  form,
  name,
  label = 'Note',
  description,
  required,
}: {
  form: FormBinding<T>;
  name: Path<T>;
  label?: string;
  description: string;
  required?: boolean;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      withAsterisk={required}
      autosize
      minRows={2}
      {...inputProps(form, name)}
    />
  );
}
