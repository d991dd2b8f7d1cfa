import { type Role, roles } from '@fanship/domain/member';
import type { StaffMemberDetail } from '@fanship/domain/schemas/staff';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useSession } from '../../auth/index.ts';
import { useChangeRole } from '../api/change-role.ts';

const roleLabels: Record<Role, string> = {
  member: 'Member (the shop and their own requests)',
  staff: 'Staff (the staff console)',
  admin: 'Admin (staff plus settings and roles)',
};

/** Admins give a member another role; other staff see nothing here, and nobody changes their own role. */
export function RolePanel({ member }: { member: StaffMemberDetail }) {
  const session = useSession();
  const [role, setRole] = useState<Role>(member.role);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeRole(member.code);
  const me = session.data?.member;
  if (me?.role !== 'admin') return null;
  const isSelf = me.code === member.code;
  const save = () => {
    setFailure(null);
    change.mutate(role, {
      onSuccess: (saved) =>
        notifications.show({ color: 'green', message: `${saved.code} is now ${saved.role}.` }),
      onError: (error) => setFailure(errorMessageOf(error)),
    });
  };
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz={20}>
          Role
        </Title>
        {isSelf ? (
          <Text size="sm" c="dimmed">
            You cannot change your own role.
          </Text>
        ) : (
          <>
            <FailureAlert message={failure} />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Role"
                data={roles.map((value) => ({ value, label: roleLabels[value] }))}
                value={role}
                onChange={(value) => value && setRole(value as Role)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button onClick={save} loading={change.isPending} disabled={role === member.role}>
                Change role
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
