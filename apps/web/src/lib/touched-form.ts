import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

/**
 * A small form state for the sign-in and recovery forms (issue 8: react-hook-form, 15 KB gzip, was most of those
 * pages' own JavaScript). The same rules as every other form (`lib/form-validation.ts`): a field is checked when it
 * loses focus, live on each change after that, and every field on submit; what was typed stays after a refused or
 * failed submit. Checks use the server's own zod schema, whose code is fetched after the page has drawn.
 */

/** What the form needs of a zod schema (zod itself is not imported here: it arrives with the schema). */
type SchemaIssue = { path: PropertyKey[]; message: string };
type SchemaResult<TOutput> =
  | { success: true; data: TOutput }
  | { success: false; error: { issues: SchemaIssue[] } };
export type FormSchema<TOutput> = { safeParse: (values: unknown) => SchemaResult<TOutput> };

/** A schema whose code loads on first use; `preload` starts the download, a check made before it arrives waits. */
export type LazySchema<TOutput> = { load: () => Promise<FormSchema<TOutput>>; preload: () => void };

/**
 * Loads a form's schema (zod and the schema, about 25 KB gzip) after the page has drawn. A form calls `preload` when a
 * field is first focused, long before the first check; a page only looked at never loads it. A failed download is
 * tried again at the next check instead of being remembered.
 */
export function lazySchema<TOutput>(load: () => Promise<FormSchema<TOutput>>): LazySchema<TOutput> {
  let loading: Promise<FormSchema<TOutput>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return { load: get, preload: () => void get().catch(() => {}) };
}

type Values = Record<string, string>;
type Errors<TValues> = Partial<Record<keyof TValues, string>>;

/** Each field's first message, by the field the issue is about. */
function messagesOf<TValues>(issues: SchemaIssue[]): Errors<TValues> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field] = issue.message;
  }
  return messages as Errors<TValues>;
}

type FieldOptions = { setValueAs?: (value: string) => string };

export function useTouchedForm<TValues extends Values, TOutput>({
  schema,
  defaultValues,
}: {
  schema: LazySchema<TOutput>;
  defaultValues: TValues;
}) {
  const [values, setValues] = useState<TValues>(defaultValues);
  const [errors, setErrors] = useState<Errors<TValues>>({});
  const current = useRef(values);
  const touched = useRef(new Set<keyof TValues>());
  const submitted = useRef(false);
  const transforms = useRef(new Map<keyof TValues, (value: string) => string>());
  const elements = useRef(new Map<keyof TValues, HTMLElement>());

  /** The values as the schema sees them (`setValueAs` applied; the input keeps what was typed). */
  const formValues = useCallback((): TValues => {
    const shaped: Values = { ...current.current };
    for (const [name, transform] of transforms.current)
      shaped[name as string] = transform(shaped[name as string] ?? '');
    return shaped as TValues;
  }, []);

  /** Checks the form and shows the message of `name` only (a field not yet touched shows none). */
  const checkField = useCallback(
    async (name: keyof TValues) => {
      const result = (await schema.load()).safeParse(formValues());
      const message = result.success ? undefined : messagesOf<TValues>(result.error.issues)[name];
      setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
    },
    [schema, formValues],
  );

  const field = (name: keyof TValues & string, options: FieldOptions = {}) => {
    if (options.setValueAs) transforms.current.set(name, options.setValueAs);
    return {
      name,
      value: values[name],
      ref: (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        current.current = { ...current.current, [name]: value };
        setValues(current.current);
        if (touched.current.has(name) || submitted.current) void checkField(name);
      },
      onBlur: () => {
        touched.current.add(name);
        void checkField(name);
      },
    };
  };

  /** Checks every field; calls `onValid` with the schema's output, or `onInvalid` and focuses the first refused field. */
  const handleSubmit =
    (onValid: (output: TOutput) => void, onInvalid?: (values: TValues) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const result = (await schema.load()).safeParse(formValues());
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return;
      }
      const messages = messagesOf<TValues>(result.error.issues);
      setErrors(messages);
      onInvalid?.(formValues());
      const first = Object.keys(current.current).find((name) => messages[name as keyof TValues]);
      if (first) elements.current.get(first as keyof TValues)?.focus();
    };

  return { values, errors, field, handleSubmit, preload: schema.preload };
}
