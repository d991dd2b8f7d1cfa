/**
 * How every form validates (issue 9, point 5): a field is checked when it loses focus, then live on each
 * change after that, and every field on submit. Spread into each `useForm` call: `useForm({ ...validateOnBlur, … })`.
 */
export const validateOnBlur = { mode: 'onTouched' } as const;
