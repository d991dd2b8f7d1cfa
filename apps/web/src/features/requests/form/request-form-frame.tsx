import { Alert, Anchor, Button, Checkbox, Grid, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card.tsx';

type RequestFormFrameProps = {
  /** The form's accessible name ('New Order for Me request'). */
  label: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The server's message after a failed send, under `failureTitle`. */
  failure: string | null;
  failureTitle: string;
  /** Notices above the form (a prefill that needs checking). */
  notices?: readonly string[];
  /** The kind's fields and sections. */
  children: ReactNode;
  /**
   * A column beside the fields on wide screens, below them on phones (the fees, confirmations and buttons); without
   * one the form is a single column of at most 880 px with `actions` at its end.
   */
  side?: ReactNode;
  actions?: ReactNode;
};

/** Every request form's frame: the form element, the notices and the failure above the kind's own fields. */
export function RequestFormFrame({
  label,
  onSubmit,
  failure,
  failureTitle,
  notices = [],
  children,
  side,
  actions,
}: RequestFormFrameProps) {
  const top = (
    <>
      {notices.map((notice) => (
        <Alert key={notice} color="orange" variant="light" title="Please check the form">
          {notice}
        </Alert>
      ))}
      {failure && (
        <Alert color="red" variant="light" role="alert" title={failureTitle}>
          {failure}
        </Alert>
      )}
    </>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {side ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {top}
              {children}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" pos={{ base: 'static', md: 'sticky' }} top={80}>
              {side}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Stack gap="md" maw={880}>
          {top}
          {children}
          {actions}
        </Stack>
      )}
    </form>
  );
}

/**
 * Close (back to the request or the list) and Submit/Save, busy while sending and locked after a send; with
 * `listTo`, a 'Request list' link under them.
 */
export function RequestFormActions({
  closeTo,
  isEdit,
  isBusy,
  isDisabled,
  placement,
  listTo,
}: {
  closeTo: string;
  isEdit: boolean;
  isBusy: boolean;
  isDisabled: boolean;
  /** Side by side filling the side column, or at the end of a single-column form. */
  placement: 'side' | 'end';
  /** Where the 'Request list' link under the buttons leads, if the form has one. */
  listTo?: string;
}) {
  const buttons = (
    <Group gap="sm" {...(placement === 'side' ? { grow: true } : { justify: 'flex-end' })}>
      <Button variant="default" component={Link} to={closeTo}>
        Close
      </Button>
      <Button type="submit" loading={isBusy} disabled={isDisabled}>
        {isEdit ? 'Save' : 'Submit'}
      </Button>
    </Group>
  );
  if (!listTo) return buttons;
  return (
    <Stack gap="xs">
      {buttons}
      <Group justify="flex-end">
        <Anchor component={Link} to={listTo} size="sm">
          Request list
        </Anchor>
      </Group>
    </Stack>
  );
}

/** A titled card of a request form (its `title` names the section), its fields stacked. */
export function RequestFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack gap="md">{children}</Stack>
    </SectionCard>
  );
}

/** The two boxes a member ticks before sending: the kind's confirmation and the terms of use. */
export function RequestConfirmations({
  confirmation,
  confirmationError,
  confirmationField,
  termsError,
  termsField,
}: {
  confirmation: string;
  confirmationError?: string;
  confirmationField: UseFormRegisterReturn;
  termsError?: string;
  termsField: UseFormRegisterReturn;
}) {
  return (
    <>
      <Checkbox label={confirmation} error={confirmationError} {...confirmationField} />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to="/terms" target="_blank" inherit>
              terms of use
            </Anchor>
          </>
        }
        error={termsError}
        {...termsField}
      />
    </>
  );
}
