import {
  type ApplicationInfo,
  applicationInfoDeleteFailedMessage,
  applicationInfoMessages,
} from '@fanship/domain/schemas/application-info';
import { confirmDelete } from '../../../components/forms/confirm-delete.tsx';
import { useDeleteApplicationInfo } from '../api/application-infos-api.ts';

/**
 * Deleting a record, from the profile's table or its edit form: the spec's question first ('Are you sure to
 * delete this applicant's information?'), then `onDeleted`, or 'Failed to Delete ({message})' to `onFailed`.
 */
export function useConfirmDelete(handlers: { onDeleted?: () => void; onFailed: (message: string) => void }) {
  const remove = useDeleteApplicationInfo();
  const confirm = (record: ApplicationInfo) =>
    confirmDelete({
      title: 'Delete Information',
      question: applicationInfoMessages.deleteConfirm,
      remove: () => remove.mutateAsync(record.id),
      deleted: "Applicant's information deleted.",
      onDeleted: handlers.onDeleted,
      onFailed: (message) => handlers.onFailed(applicationInfoDeleteFailedMessage(message)),
    });
  return { confirm, isPending: remove.isPending };
}
