import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api-client.ts';

/**
 * Asks before a delete (a dialog with `question`, Cancel and a red Delete), then runs `remove`: `deleted` is
 * toasted and `onDeleted` called, or `onFailed` gets the failure's message. The answer is awaited here rather
 * than in a mutation's `mutate` callbacks, which are dropped if the form is redrawn while the answer comes.
 */
export function confirmDelete(options: {
  title: string;
  question: ReactNode;
  remove: () => Promise<unknown>;
  deleted: string;
  onDeleted?: () => void;
  onFailed: (message: string) => void;
}) {
  modals.openConfirmModal({
    title: options.title,
    centered: true,
    children: <Text size="sm">{options.question}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      options.remove().then(
        () => {
          notifications.show({ message: options.deleted });
          options.onDeleted?.();
        },
        (error: unknown) => options.onFailed(errorMessageOf(error)),
      ),
  });
}
