import {
  APPLICATION_INFO_DATA_MAX,
  type ApplicationInfo,
  applicationInfoSchema,
  applicationInfoSubmitFailedMessage,
} from '@fanship/domain/schemas/application-info';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { ProfileFormFooter } from '../../../components/forms/profile-form-footer.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { placeServerErrors, validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitLock } from '../../../lib/submit-lock.ts';
import { useSaveApplicationInfo } from '../api/application-infos-api.ts';
import { useConfirmDelete } from './confirm-delete.tsx';

type FormInput = z.input<typeof applicationInfoSchema>;
type FormOutput = z.output<typeof applicationInfoSchema>;

/**
 * `/profile/application-info/new` and `/edit/{id}` (spec §2 "Application info form"): the applicant's name and
 * information; Close and Submit return to /profile, Delete Information (when editing) asks first. A failure keeps
 * what was typed and says 'Failed to submit ({message})' or 'Failed to Delete ({message})' (§8).
 */
export function ApplicationInfoForm({ record }: { record?: ApplicationInfo }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    ...validateOnBlur,
    resolver: zodResolver(applicationInfoSchema),
    defaultValues: { name: record?.name ?? '', data: record?.data ?? '' },
  });
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveApplicationInfo();
  const remove = useConfirmDelete({ onDeleted: () => navigate('/profile'), onFailed: setFailure });
  const submitLock = useSubmitLock();

  // Awaited in the handler: the form stays in its submitting state until the answer, and a failure keeps the input.
  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: record?.id, fields });
    } catch (error) {
      placeServerErrors(error, ['name', 'data'] as const, form.setError);
      setFailure(applicationInfoSubmitFailedMessage(errorMessageOf(error)));
      return;
    }
    submitLock.lock();
    notifications.show({ color: 'green', message: "Applicant's information saved." });
    navigate('/profile');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
        <Textarea
          label="Information"
          description={`What a fansign event asks of the applicant (phone, birth date, …). Max. ${APPLICATION_INFO_DATA_MAX} characters`}
          autosize
          minRows={4}
          maxRows={14}
          {...inputProps(form, 'data')}
        />
        <ProfileFormFooter
          remove={
            record && {
              label: 'Delete Information',
              onClick: () => remove.confirm(record),
              isPending: remove.isPending,
            }
          }
          isSaving={save.isPending}
          isLocked={submitLock.isLocked}
        />
      </Stack>
    </form>
  );
}
