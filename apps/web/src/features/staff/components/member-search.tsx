import { STAFF_MEMBER_SEARCH_LIMIT, type StaffMemberSummary } from '@fanship/domain/schemas/staff';
import { Badge, Box, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { CodeLink } from '../../../components/ui/paged-list.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useMembers } from '../api/get-members.ts';

const memberColumns: TableColumn<StaffMemberSummary>[] = [
  { header: 'ID', cell: (member) => <CodeLink code={member.code} to={`/staff/members/${member.code}`} /> },
  { header: 'Name', cell: (member) => `${member.firstName} ${member.lastName}` },
  { header: 'Email', cell: (member) => member.email },
  { header: 'Country', cell: (member) => member.countryCode },
  { header: 'Role', cell: (member) => <RoleBadge role={member.role} /> },
  { header: 'Joined (KST)', cell: (member) => formatKstDateTime(member.createdAt) },
];

function MemberTable({ members }: { members: StaffMemberSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <ColumnTable
        verticalSpacing="sm"
        highlightOnHover
        columns={memberColumns}
        rows={members}
        rowKey={(member) => member.code}
      />
    </Table.ScrollContainer>
  );
}

function RoleBadge({ role }: { role: StaffMemberSummary['role'] }) {
  return (
    <Badge variant="light" color={role === 'member' ? 'gray' : 'violet'} miw="max-content">
      {role}
    </Badge>
  );
}

/** The phone layout of the results: one card per member. */
function MemberCards({ members }: { members: StaffMemberSummary[] }) {
  return (
    <Stack gap="xs">
      {members.map((member) => (
        <Card key={member.code} withBorder padding="sm">
          <Stack gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <CodeLink code={member.code} to={`/staff/members/${member.code}`} />
              <RoleBadge role={member.role} />
            </Group>
            <Text size="sm">
              {member.firstName} {member.lastName} · {member.countryCode}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              Joined {formatKstDateTime(member.createdAt)}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function MemberResults({ members }: { members: StaffMemberSummary[] }) {
  return (
    <Stack gap="xs">
      <Box visibleFrom="sm">
        <Card padding="xs">
          <MemberTable members={members} />
        </Card>
      </Box>
      <Box hiddenFrom="sm">
        <MemberCards members={members} />
      </Box>
      {members.length >= STAFF_MEMBER_SEARCH_LIMIT && (
        <Text size="sm" c="dimmed">
          Showing the {STAFF_MEMBER_SEARCH_LIMIT} newest matches. Type more of the ID, email or name to narrow
          the search.
        </Text>
      )}
    </Stack>
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
  else results = <MemberResults members={members.data} />;

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
      {results}
    </Stack>
  );
}
