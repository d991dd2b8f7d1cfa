import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { kindPath, kindTitle } from '../kind-noun.ts';
import type { SaveMemberRequest } from '../member/member-request-api.ts';
import { RequestFormActions, RequestFormFrame } from './request-form-frame.tsx';
import { useKindFormSubmit } from './use-request-form-submit.ts';

/**
 * A package kind's form send, named by its noun ('packing'): `useKindFormSubmit` on `/packings` with 'Packing' in
 * the notice, kept with the noun and the code edited for `KindFormFrame`.
 */
export function useKindForm<Values extends FieldValues, Input>(
  form: UseFormReturn<Values>,
  options: {
    noun: string;
    /** The request being edited, absent for a new one. */
    code: string | undefined;
    useSave: () => {
      mutateAsync: (request: SaveMemberRequest<Input>) => Promise<{ code: string }>;
      isPending: boolean;
    };
    toInput: (values: Values) => Input;
    /** Runs before the save (uploads); a message stops the send. */
    prepare?: () => Promise<string | null>;
  },
) {
  const { noun, ...rest } = options;
  const submission = useKindFormSubmit(form, { ...rest, path: kindPath(noun), title: kindTitle(noun) });
  return { ...submission, noun, code: options.code };
}

export type KindFormSubmission = ReturnType<typeof useKindForm>;

/**
 * A package kind's form ('New packing' or 'Edit packing', 'The packing was not saved' over the server's message),
 * its fields, then Close (to the request or the list) and Submit or Save with a 'Request list' link: at the end of a
 * single column, or ending the `side` column when there is one.
 */
export function KindFormFrame({
  submission,
  isBusy = submission.isSaving,
  isDisabled = false,
  listTo = kindPath(submission.noun),
  side,
  children,
}: {
  submission: KindFormSubmission;
  /** Busy besides saving (images uploading). */
  isBusy?: boolean;
  /** Why Submit waits besides the lock after a send (nothing chosen yet). */
  isDisabled?: boolean;
  /** Where 'Request list' leads: the kind's list unless said. */
  listTo?: string;
  /** The fees and confirmations beside the fields on wide screens. */
  side?: ReactNode;
  children: ReactNode;
}) {
  const { noun, code } = submission;
  const path = kindPath(noun);
  const actions = (
    <RequestFormActions
      closeTo={code ? `${path}/${encodeURIComponent(code)}` : path}
      isEdit={code !== undefined}
      isBusy={isBusy}
      isDisabled={isDisabled || submission.isLocked}
      placement={side ? 'side' : 'end'}
      listTo={listTo}
    />
  );
  return (
    <RequestFormFrame
      label={code ? `Edit ${noun}` : `New ${noun}`}
      onSubmit={submission.submit}
      failure={submission.failure}
      failureTitle={`The ${noun} was not saved`}
      side={
        side ? (
          <>
            {side}
            {actions}
          </>
        ) : undefined
      }
      actions={actions}
    >
      {children}
    </RequestFormFrame>
  );
}
