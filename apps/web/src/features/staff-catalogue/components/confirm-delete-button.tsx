import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';

type ConfirmDeleteButtonProps = {
  /** What is deleted, as the question names it ('“Aurora lightstick”'). */
  subject: string;
  onConfirm: () => Promise<unknown>;
  successMessage: string;
  size?: 'xs' | 'sm';
};

/** A Delete button that asks first; the failure message stays in the dialog, success closes it with a toast. */
export function ConfirmDeleteButton({
  subject,
  onConfirm,
  successMessage,
  size = 'xs',
}: ConfirmDeleteButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setIsOpen(false);
      notifications.show({ color: 'green', message: successMessage });
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Button size={size} variant="subtle" color="red" onClick={() => setIsOpen(true)}>
        Delete
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Delete permanently?" centered>
        <Stack gap="md">
          <Text size="sm">{subject} will be deleted. This cannot be undone.</Text>
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={isBusy} onClick={confirm}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
