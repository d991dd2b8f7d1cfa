import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, NavLink, useNavigate } from 'react-router';
import { StaffHeaderBar } from '../../../components/ui/staff-frame.tsx';
import { useSession, useSignOut } from '../../auth/index.ts';

/** The console's most used pages, always in the header on wide screens (the side navigation has them all). */
const quickLinks = [
  { label: 'Members', to: '/staff/members' },
  { label: 'Intake desk', to: '/staff/warehouse/intake' },
  { label: 'Packages', to: '/staff/packages' },
];

/**
 * The staff console's own header in place of the shop's menu and cart: Fanship Staff, its quick links, the
 * signed-in worker with their role, a link back to the shop and Sign out.
 */
export function StaffHeader() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const member = session.data?.member;
  return (
    <StaffHeaderBar>
      <Anchor component={Link} to="/staff" underline="never" fw={800} fz={20} miw="max-content">
        Fanship Staff
      </Anchor>
      <Group gap="md" component="nav" aria-label="Shortcuts" visibleFrom="md" wrap="nowrap">
        {quickLinks.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} size="sm" fw={600}>
            {link.label}
          </Anchor>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {member && (
          <Group gap={6} wrap="nowrap" aria-label="Signed in as">
            {/* On a phone only the role shows: which console the worker is in matters more than the name. */}
            <Text size="sm" fw={600} truncate maw={180} visibleFrom="xs">
              {member.firstName} {member.lastName}
            </Text>
            <Badge size="xs" variant="light" color="violet" miw="max-content">
              {member.role}
            </Badge>
          </Group>
        )}
        <Anchor component={Link} to="/" size="sm" miw="max-content">
          Shop
        </Anchor>
        <Button
          size="xs"
          variant="default"
          loading={signOut.isPending}
          onClick={() => {
            navigate('/');
            signOut.mutate(undefined, {
              onSuccess: () => notifications.show({ message: 'You have been logged out.' }),
            });
          }}
        >
          Sign out
        </Button>
      </Group>
    </StaffHeaderBar>
  );
}
