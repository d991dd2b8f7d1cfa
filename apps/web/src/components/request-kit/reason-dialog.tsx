import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessageOf } from '../../lib/api-client.ts';

type ReasonDialogProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** What happens, above the reason. */
  children: ReactNode;
  /** The server's rule for the reason (its contract), so the dialog says at once what is missing. */
  check: (reason: string) => string | null;
  /** The refusal of the last try, shown in the dialog under `failureTitle`. */
  error: unknown;
  failureTitle: string;
  isPending: boolean;
  submitLabel: string;
  dismissLabel: string;
  /** A routine move (a status change) submits with the primary colour; red is for destructive ones (the default). */
  isRoutine?: boolean;
  /** False while the move still lacks a choice above the reason (the submit is disabled until then). */
  canSubmit?: boolean;
  /** Called with the trimmed reason; `done` clears the reason and closes the dialog. */
  onSubmit: (reason: string, done: () => void) => void;
};

/**
 * A staff move that needs a reason the member is told (cancel a request, reject a deposit): the reason is checked
 * when it loses focus and live after that; the server's refusal keeps the dialog open and the reason typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.check(reason);
    setFieldError(problem);
    if (problem) return;
    props.onSubmit(reason.trim(), () => {
      setReason('');
      props.onClose();
    });
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {props.children}
          {props.error != null && (
            <Alert color="red" title={props.failureTitle}>
              {errorMessageOf(props.error)}
            </Alert>
          )}
          <Textarea
            label="Reason"
            required
            minRows={3}
            value={reason}
            error={fieldError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (fieldError) setFieldError(props.check(event.currentTarget.value));
            }}
            onBlur={() => setFieldError(props.check(reason))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {props.dismissLabel}
            </Button>
            <Button
              type="submit"
              color={props.isRoutine ? undefined : 'red'}
              disabled={props.canSubmit === false}
              loading={props.isPending}
            >
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ReasonMutationDialogProps = Omit<ReasonDialogProps, 'check' | 'error' | 'isPending' | 'onSubmit'> & {
  /** The contract of the move's body (`{ reason }`): the dialog checks the reason with it. */
  schema: { safeParse: (body: { reason: string }) => { error?: { issues: { message: string }[] } } };
  /** The move, sent with the reason. */
  mutation: {
    mutate: (body: { reason: string }, options: { onSuccess: () => void }) => void;
    error: unknown;
    isPending: boolean;
  };
  /** Said once the move is made. */
  doneMessage: string;
};

/** A `ReasonDialog` whose move's body is just the reason: checked by its contract, then sent, then said done. */
export function ReasonMutationDialog({
  schema,
  mutation,
  doneMessage,
  ...dialog
}: ReasonMutationDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      check={(text) => schema.safeParse({ reason: text }).error?.issues[0]?.message ?? null}
      error={mutation.error}
      isPending={mutation.isPending}
      onSubmit={(reason, done) =>
        mutation.mutate(
          { reason },
          {
            onSuccess: () => {
              notifications.show({ message: doneMessage });
              done();
            },
          },
        )
      }
    />
  );
}
