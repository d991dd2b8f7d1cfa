import type { Me } from '@fanship/domain/member';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { sessionQueryOptions } from '../../auth/index.ts';
import { MessagingAppStatus, NotificationsCard } from '../../notification-channels/index.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { ReferralCodeDetail } from './referral-code-detail.tsx';
import { StatCard } from './stat-card.tsx';

/**
 * The top of the profile (spec "storefront and account" §2, /profile): 'My account' with the member code, COUPONS
 * AVAILABLE (always 0), MY CREDIT (linking to its history), the Details, the Notifications card and the Change Password
 * dialog. Details lists ID, First Name, Last Name, Email, Credit, the messaging app's verified status, then the
 * Referral Code with the invite-a-friend modal.
 */
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
      <SimpleGrid cols={2} spacing="md">
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
            <ReferralCodeDetail known={member.referralCode} />
          </SimpleGrid>
        </Stack>
      </Card>
      <NotificationsCard member={member} />
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={passwordModal.close} />
    </Stack>
  );
}
