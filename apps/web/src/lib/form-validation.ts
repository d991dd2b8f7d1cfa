import { ApiError, errorMessageOf } from './api-client.ts';

/**
 * How every form validates (issue 9, point 5): a field is checked when it loses focus, then live on each
 * change after that, and every field on submit. Spread into each `useForm` call: `useForm({ ...validateOnBlur, … })`.
 */
export const validateOnBlur = { mode: 'onTouched' } as const;

/**
 * Puts the server's field messages next to the named fields (`ApiError.fieldErrors`); answers the message for
 * the whole form when none of them applies, or null when every message found its field.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): string | null {
  const fieldErrors: Partial<Record<string, string>> = error instanceof ApiError ? error.fieldErrors : {};
  const known = fields.filter((field) => fieldErrors[field]);
  for (const field of known) setError(field, { message: fieldErrors[field] as string });
  return known.length === 0 ? errorMessageOf(error) : null;
}
