import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { SUBMIT_FAILURE_LOCK_MS, useSubmitLock } from '../../../lib/submit-lock.ts';

/**
 * A request form's send: checked by the form's resolver, then `prepare` (uploads; a message stops the send), then
 * `save`. A save locks submit 3 s; a failure keeps every value, shows the server's message (`failure`) and its field
 * messages under their fields, and locks submit 1 s.
 */
export function useRequestFormSubmit<Values extends FieldValues, Saved>(
  form: UseFormReturn<Values>,
  options: {
    prepare?: () => Promise<string | null>;
    save: (values: Values) => Promise<Saved>;
    onSaved: (saved: Saved) => void;
  },
) {
  const submitLock = useSubmitLock();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (message: string) => {
    setFailure(message);
    submitLock.lock(SUBMIT_FAILURE_LOCK_MS);
  };
  const submit = form.handleSubmit(async () => {
    setFailure(null);
    const refusal = (await options.prepare?.()) ?? null;
    if (refusal) {
      fail(refusal);
      return;
    }
    try {
      const saved = await options.save(form.getValues());
      submitLock.lock();
      options.onSaved(saved);
    } catch (error) {
      fail(errorMessageOf(error));
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [name, message] of fieldErrors) {
        // The server names fields by the contract's paths, which are the form's.
        form.setError(name as Path<Values>, { message });
      }
    }
  });
  return { submit, failure, isLocked: submitLock.isLocked };
}
