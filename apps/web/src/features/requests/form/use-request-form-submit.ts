import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { SUBMIT_FAILURE_LOCK_MS, useSubmitLock } from '../../../lib/submit-lock.ts';
import type { SaveMemberRequest } from '../member/member-request-api.ts';

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

/**
 * A kind's form send on `memberRequestApi` (split, packing): `useRequestFormSubmit` saving `toInput(values)` (an
 * edit of `code`, or a new request), then a notice ('Packing PA… requested.' or '… updated.') and the list (new) or
 * the request's page (edit), as spec §2 has every form do.
 */
export function useKindFormSubmit<Values extends FieldValues, Input>(
  form: UseFormReturn<Values>,
  options: {
    useSave: () => {
      mutateAsync: (request: SaveMemberRequest<Input>) => Promise<{ code: string }>;
      isPending: boolean;
    };
    /** The kind's list ('/packings') and its name in the notice ('Packing'). */
    path: string;
    title: string;
    /** The request being edited, absent for a new one. */
    code: string | undefined;
    toInput: (values: Values) => Input;
    /** Runs before the save (uploads); a message stops the send, as in `useRequestFormSubmit`. */
    prepare?: () => Promise<string | null>;
  },
) {
  const navigate = useNavigate();
  const save = options.useSave();
  const { path, title, code, toInput } = options;
  const submit = useRequestFormSubmit(form, {
    prepare: options.prepare,
    save: (values) => save.mutateAsync({ code, body: toInput(values) }),
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: code ? `${title} ${saved.code} updated.` : `${title} ${saved.code} requested.`,
      });
      navigate(code ? `${path}/${encodeURIComponent(saved.code)}` : path);
    },
  });
  return { ...submit, isSaving: save.isPending };
}
