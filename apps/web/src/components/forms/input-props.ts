import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What binding an input needs of a form (any context and output types; only the input's fields matter). */
export type FormBinding<T extends FieldValues> = Pick<
  // biome-ignore lint/suspicious/noExplicitAny: any context and output types
  UseFormReturn<T, any, any>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * The props that bind a Mantine text input (TextInput, Textarea, PasswordInput) to a form field: the
 * field's registration plus its message, shown under the input. `<TextInput label="Name" {...inputProps(form, 'name')} />`
 */
export function inputProps<T extends FieldValues>(form: FormBinding<T>, name: Path<T>) {
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}
