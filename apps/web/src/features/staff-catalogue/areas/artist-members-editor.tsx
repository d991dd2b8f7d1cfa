import type { ArtistGroupDetail, ArtistMember } from '@fanship/domain/catalogue/artists';
import { staffArtistMemberSchema } from '@fanship/domain/catalogue/staff-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { fieldErrorSetter, reportSaveFailure } from '../../../components/forms/staff-form-frame.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useStaffInvalidate } from '../api/staff-resource.ts';
import { artistGroupResource } from '../api/staff-resources.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';

type FormInput = z.input<typeof staffArtistMemberSchema>;
type Output = z.output<typeof staffArtistMemberSchema>;

/** Adds a member, or renames one (its code and name), under an artist group. */
function MemberForm({ group, member, onDone }: { group: string; member?: ArtistMember; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const invalidate = useStaffInvalidate(artistGroupResource);
  const base = `${artistGroupResource.recordPath(group)}/members`;
  const save = useMutation({
    mutationFn: (body: Output) =>
      member
        ? apiRequest(`${base}/${encodeURIComponent(member.code)}`, { method: 'PUT', body })
        : apiRequest(base, { method: 'POST', body }),
    onSuccess: invalidate,
  });
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffArtistMemberSchema),
    defaultValues: { code: member?.code ?? '', name: member?.name ?? '' },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: member ? 'Member updated.' : 'Member added.' });
        form.reset({ code: '', name: '' });
        onDone();
      },
      onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FailureAlert message={failure} />
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput label="Member code" size="xs" {...inputProps(form, 'code')} />
          <TextInput label="Member name" size="xs" {...inputProps(form, 'name')} />
          <Group gap="xs" mt={22}>
            <Button type="submit" size="xs" loading={save.isPending}>
              {member ? 'Save' : 'Add member'}
            </Button>
            {member && (
              <Button size="xs" variant="default" onClick={onDone}>
                Cancel
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The members of an artist group: add, rename and remove. */
export function ArtistMembersEditor({ group }: { group: ArtistGroupDetail }) {
  const [editing, setEditing] = useState<string | null>(null);
  const invalidate = useStaffInvalidate(artistGroupResource);
  const removeMember = (code: string) =>
    apiRequest(`${artistGroupResource.recordPath(group.code)}/members/${encodeURIComponent(code)}`, {
      method: 'DELETE',
    }).then(invalidate);

  return (
    <Card padding="md" withBorder>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Members
        </Title>
        {group.members.length === 0 && <Text c="dimmed">No members yet.</Text>}
        {group.members.map((member) =>
          editing === member.code ? (
            <MemberForm
              key={member.code}
              group={group.code}
              member={member}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Group key={member.code} justify="space-between" wrap="nowrap">
              <Text>
                {member.name}{' '}
                <Text span c="dimmed" ff="monospace" size="sm">
                  {member.code}
                </Text>
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setEditing(member.code)}>
                  Rename
                </Button>
                <ConfirmDeleteButton
                  subject={`The member “${member.name}”`}
                  successMessage="Member removed."
                  onConfirm={() => removeMember(member.code)}
                />
              </Group>
            </Group>
          ),
        )}
        <MemberForm group={group.code} onDone={() => undefined} />
      </Stack>
    </Card>
  );
}
