import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LabelledValue } from '../../../components/ui/labelled-value.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { countryName } from '../../../lib/countries.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useMember } from '../api/get-member.ts';
import { MemberCredit } from './member-credit.tsx';
import { RolePanel } from './role-panel.tsx';

/** One member as staff see them: profile, role, credit and shipping addresses. */
export function MemberDetail({ code }: { code: string }) {
  const detail = useMember(code);
  usePageTitle(detail.data ? `${detail.data.firstName} ${detail.data.lastName}` : undefined);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <ErrorState
        message={isMissing ? `No member with ID ${code}.` : errorMessageOf(detail.error)}
        onRetry={isMissing ? undefined : () => detail.refetch()}
      />
    );
  }
  const member = detail.data;
  const { addresses } = member;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/staff/members" size="sm">
        ← Back to members
      </Anchor>
      <Group gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {member.firstName} {member.lastName}
        </Title>
        <Badge variant="light" ff="monospace" size="lg">
          {member.code}
        </Badge>
        <Badge variant="light" color={member.role === 'member' ? 'gray' : 'violet'}>
          {member.role}
        </Badge>
      </Group>
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <LabelledValue label="ID" value={member.code} />
          <LabelledValue label="Email" value={member.email} />
          <LabelledValue label="Country" value={countryName(member.countryCode)} />
          <LabelledValue label="Joined" value={formatDate(member.createdAt)} />
          <LabelledValue label="Credit" value={formatKrw(member.creditAmount)} />
        </SimpleGrid>
      </Card>
      <RolePanel key={member.role} member={member} />
      <MemberCredit key={member.code} code={member.code} balance={member.creditAmount} />
      <Card>
        <Stack gap="md">
          <Title order={2} fz={20}>
            Addresses
          </Title>
          {addresses.length === 0 ? (
            <EmptyState message="No addresses yet." />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {addresses.map((address) => (
                <Card key={address.id} padding="md" bg="gray.0">
                  <Text fw={700}>{address.nickname}</Text>
                  <Text size="sm">{address.recipientName}</Text>
                  <Text size="sm" c="dimmed">
                    {[address.line1, address.line2, address.city, address.state, address.zipCode]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {countryName(address.countryCode)} · {address.phone} · {address.recipientEmail}
                  </Text>
                  {address.taxId && (
                    <Text size="sm" c="dimmed">
                      Tax ID {address.taxId}
                    </Text>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
