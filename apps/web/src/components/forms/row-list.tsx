import { Button, type ButtonProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list field's own message ('at least one item'): the schema's on the list, or react-hook-form's root one. */
export function listMessageOf(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.message ?? error?.root?.message;
}

/** A list's own message under its rows (nothing without one). */
export function ListMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  );
}

/** The button that removes one row of an editable list, named for the row ('Remove item 2'). */
export function RemoveRowButton({
  label,
  onClick,
  children = '✕',
  ...buttonProps
}: ButtonProps & { label: string; onClick: () => void; children?: ReactNode }) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={onClick}
      aria-label={label}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
