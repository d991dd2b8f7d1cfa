import type { Me } from '@fanship/domain/member';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { sessionQueryOptions } from '../../auth/index.ts';
import { MessagingAppStatus, NotificationsCard } from '../../notification-channels/index.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { ReferralCodeCard } from './referral-code-card.tsx';

function StatCard({ label, value, to }: { label: string; value: string; to?: string }) {
  const content = (
    <>
      <Text size="xs" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fz={28} fw={800} c="pink.7" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {to && (
        <Text size="xs" c="dimmed" mt={2}>
          View history →
        </Text>
      )}
    </>
  );
  return to ? (
    // Named by what it shows (label, value, 'View history'), so a spoken command that reads its text finds it.
    <Card component={Link} to={to} style={{ color: 'inherit' }}>
      {content}
    </Card>
  ) : (
    <Card>{content}</Card>
  );
}

/** The top of the profile: the member's ID, coupons and credit (linking to its history), details and the password change. */
export function ProfileOverview({ member }: { member: Me }) {
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  usePageTitle('My account');
  // The credit balance comes with the session, which is kept for minutes: read it again whenever the profile opens,
  // so MY CREDIT shows what a payment or a staff adjustment has just changed.
  useQuery({ ...sessionQueryOptions, refetchOnMount: 'always' });
  const credit = formatKrw(member.creditAmount);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            My account
          </Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              ID
            </Text>
            <Badge size="lg" variant="light" ff="monospace">
              {member.code}
            </Badge>
          </Group>
        </Stack>
        <Button variant="light" onClick={passwordModal.open}>
          Change Password
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="md">
        <StatCard label="COUPONS AVAILABLE" value="0" />
        <StatCard label="MY CREDIT" value={credit} to="/profile/credit" />
      </SimpleGrid>
      <Card>
        <Stack gap="md">
          <Title order={2} fz={20}>
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <LabelledValue label="ID" value={member.code} />
            <LabelledValue label="First Name" value={member.firstName} />
            <LabelledValue label="Last Name" value={member.lastName} />
            <LabelledValue label="Email" value={member.email} />
            <LabelledValue label="Credit" value={credit} />
            <MessagingAppStatus member={member} />
          </SimpleGrid>
        </Stack>
      </Card>
      <ReferralCodeCard />
      <NotificationsCard member={member} />
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={passwordModal.close} />
    </Stack>
  );
}
