import { Textarea } from '@mantine/core';
import type { FieldValues, Path } from 'react-hook-form';
import { type FormBinding, inputProps } from '../../../components/forms/input-props.ts';

/** A request form's member note ('Note', at most 3,000 characters by the kind's contract), growing as it is typed. */
export function RequestNoteField<T extends FieldValues & { memberNote: string }>({
  form,
  description,
}: {
  form: FormBinding<T>;
  /** What the note is for ('Anything else our packers should know'). */
  description: string;
}) {
  return (
    <Textarea
      label="Note"
      description={description}
      autosize
      minRows={2}
      {...inputProps(form, 'memberNote' as Path<T>)}
    />
  );
}
