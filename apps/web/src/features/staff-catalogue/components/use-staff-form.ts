import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import type { StaffResource } from '../api/staff-resource.ts';
import { useStaffFormFrame } from './staff-form-page.tsx';

/**
 * A staff area's create/edit form: validated by the area's schema on blur, saved through the area's API.
 * Returns the form, its control and errors, and the props of its StaffFormFrame.
 */
export function useStaffForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  resource: StaffResource<unknown, unknown>,
  options: { defaultValues: DefaultValues<Input> } & Parameters<typeof useStaffFormFrame>[2],
) {
  const { defaultValues, ...saveOptions } = options;
  const form = useForm<Input, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(schema),
    defaultValues,
  });
  const frame = useStaffFormFrame<Output>(resource, form, saveOptions);
  return { form, control: form.control, errors: form.formState.errors, frame };
}
