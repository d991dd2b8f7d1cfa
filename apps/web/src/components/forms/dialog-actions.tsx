import { Button, Group } from '@mantine/core';

/** The foot of a form in a dialog: Cancel, and the submit button (busy while `isPending`). */
export function DialogActions({
  onCancel,
  isPending,
  submitLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
