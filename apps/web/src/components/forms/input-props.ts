import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The props that bind a Mantine text input (TextInput, Textarea, PasswordInput) to a form field: the
 * field's registration plus its message, shown under the input. `<TextInput label="Name" {...inputProps(form, 'name')} />`
 */
export function inputProps<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and output types; only the input's fields matter
  form: Pick<UseFormReturn<T, any, any>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<T>,
) {
  return { error: form.getFieldState(name, form.formState).error?.message, ...form.register(name) };
}
