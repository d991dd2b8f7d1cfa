import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

/**
 * A small form state for the sign-in, recovery and sign-up forms (issue 8: react-hook-form, 15 KB gzip, was most of those
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

type Values = Record<string, string | boolean>;
type Errors<TValues> = Partial<Record<keyof TValues, string>>;
/** The fields holding text (inputs, selects) and those holding a tick (checkboxes). */
type TextKey<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] &
  string;
type TickKey<TValues> = { [K in keyof TValues]: TValues[K] extends boolean ? K : never }[keyof TValues] &
  string;

/** Each field's first message, by the field the issue is about. */
function messagesOf<TValues>(issues: SchemaIssue[]): Errors<TValues> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field] = issue.message;
  }
  return messages as Errors<TValues>;
}

type FieldOptions = {
  /** Shapes the value the schema sees; the input keeps what was typed (the member ID upper-cased). */
  setValueAs?: (value: string) => string;
  /** Shapes what is typed as it is typed: the input shows the result (a code's digits only). */
  format?: (value: string) => string;
};

type ChangeTarget = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
    for (const [name, transform] of transforms.current) {
      const value = shaped[name as string];
      if (typeof value === 'string') shaped[name as string] = transform(value);
    }
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

  /** Stores a field's new value; it is checked live once touched (or once the form was submitted). */
  const setValue = <TName extends keyof TValues & string>(name: TName, value: TValues[TName]) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (touched.current.has(name) || submitted.current) void checkField(name);
  };

  /** Marks a field touched and checks it (what losing focus does). */
  const touch = (name: keyof TValues & string) => {
    touched.current.add(name);
    void checkField(name);
  };

  const refOf = (name: keyof TValues) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  /** Props of a text input or a native select, with the field's message (a Mantine input shows it). */
  const field = (name: TextKey<TValues>, options: FieldOptions = {}) => {
    if (options.setValueAs) transforms.current.set(name, options.setValueAs);
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      ref: refOf(name),
      onChange: (event: ChangeEvent<ChangeTarget>) => {
        const typed = event.currentTarget.value;
        setValue(name, (options.format ? options.format(typed) : typed) as TValues[typeof name]);
      },
      onBlur: () => touch(name),
    };
  };

  /** Props of a checkbox. */
  const checkbox = (name: TickKey<TValues>) => ({
    name,
    checked: values[name] as boolean,
    ref: refOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.currentTarget.checked as TValues[typeof name]),
    onBlur: () => touch(name),
  });

  /** Props of a component that hands over its value rather than an event (the country picker), with its message. */
  const control = (name: TextKey<TValues>) => ({
    value: values[name] as string,
    error: errors[name],
    ref: refOf(name),
    onChange: (value: string) => setValue(name, value as TValues[typeof name]),
    onBlur: () => touch(name),
  });

  /** Shows a message on a field (a server's answer, a check the schema cannot make), or clears it. */
  const setError = useCallback((name: keyof TValues, message: string | undefined) => {
    setErrors((previous) => (previous[name] === message ? previous : { ...previous, [name]: message }));
  }, []);

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

  return {
    values,
    errors,
    field,
    checkbox,
    control,
    setError,
    /** What was typed, as the inputs show it. */
    getValues: () => current.current,
    handleSubmit,
    preload: schema.preload,
  };
}
