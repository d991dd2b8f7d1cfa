import type { StaffMemberSummary } from '@fanship/domain/schemas/staff';
import { Anchor, Badge, Card, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMembers } from '../api/get-members.ts';

function MemberTable({ members }: { members: StaffMemberSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Joined</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.code}>
              <Table.Td>
                <Anchor component={Link} to={`/staff/members/${member.code}`} ff="monospace" fw={700}>
                  {member.code}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {member.firstName} {member.lastName}
              </Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{member.countryCode}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={member.role === 'member' ? 'gray' : 'violet'}>
                  {member.role}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(member.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Finds members by code or email; the search term lives in the address bar. */
export function MemberSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const [debouncedQuery] = useDebouncedValue(query.trim(), 300);
  const members = useMembers(debouncedQuery);

  let results: React.ReactNode;
  if (members.isPending) results = <SkeletonRows rows={4} />;
  else if (members.isError)
    results = <ErrorState message={errorMessageOf(members.error)} onRetry={() => members.refetch()} />;
  else if (members.data.length === 0) results = <EmptyState message="No members found." />;
  else results = <MemberTable members={members.data} />;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        aria-label="Search members"
        placeholder="Member code or email"
        value={query}
        onChange={(event) =>
          setSearchParams(event.currentTarget.value ? { query: event.currentTarget.value } : {}, {
            replace: true,
          })
        }
      />
      <Card padding="xs">{results}</Card>
    </Stack>
  );
}
