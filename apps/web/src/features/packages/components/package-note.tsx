import { PACKAGE_NOTE_MAX, type PackageDetail, packageNoteSchema } from '@fanship/domain/warehouse/packages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { inputProps } from '../../../components/forms/input-props.ts';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitLock } from '../../../lib/submit-lock.ts';
import { useSavePackageNote } from '../api/packages-api.ts';

type NoteFields = { memberNote: string };

/** The member's note on the package: read, then 'Edit note' (3000 characters at most, the spec's message). */
export function PackageNote({ data }: { data: PackageDetail }) {
  const [isEditing, setIsEditing] = useState(false);
  const save = useSavePackageNote(data.code);
  const submitLock = useSubmitLock();
  const form = useForm<NoteFields>({
    ...validateOnBlur,
    resolver: zodResolver(packageNoteSchema) as never,
    defaultValues: { memberNote: data.memberNote ?? '' },
  });
  const note = useWatch({ control: form.control, name: 'memberNote' }) ?? '';
  const edit = () => {
    form.reset({ memberNote: data.memberNote ?? '' });
    save.reset();
    setIsEditing(true);
  };
  const submit = form.handleSubmit(({ memberNote }) =>
    save.mutate(memberNote ?? '', {
      onSuccess: () => {
        submitLock.lock();
        setIsEditing(false);
        notifications.show({ message: 'Note saved.' });
      },
    }),
  );

  return (
    <Card withBorder padding="md" component="section" aria-label="Note">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Note
        </Title>
        {!isEditing && (
          <Button size="xs" variant="light" onClick={edit}>
            Edit note
          </Button>
        )}
      </Group>
      {isEditing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label="Your note"
              description={`${note.length.toLocaleString('en-US')} / ${PACKAGE_NOTE_MAX.toLocaleString('en-US')}`}
              autosize
              minRows={3}
              maxRows={12}
              {...inputProps(form, 'memberNote')}
            />
            {save.isError && (
              <Alert color="red" title="The note was not saved">
                {errorMessageOf(save.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setIsEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} disabled={submitLock.isLocked}>
                Save note
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text
          size="sm"
          c={data.memberNote ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {data.memberNote ?? 'No note yet.'}
        </Text>
      )}
    </Card>
  );
}
