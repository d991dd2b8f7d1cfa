import { formatKrw } from '@fanship/domain/pricing/money';
import type { StaffReferral } from '@fanship/domain/schemas/referral';
import { Card, Stack, Text } from '@mantine/core';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CodeLink, ListSearchInput, PagedList } from '../../../components/ui/paged-list.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDate } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useStaffReferrals } from '../api/staff-referrals-api.ts';

const memberPath = (code: string) => `/staff/members/${code}`;

function Person({ who, note }: { who: { code: string; name: string }; note: string }) {
  return (
    <>
      <CodeLink code={who.code} to={memberPath(who.code)} />
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {who.name} · {note}
      </Text>
    </>
  );
}

const reward = (krw: number, when?: string | null) =>
  krw > 0 ? `${formatKrw(krw)}${when ? ` (${formatKstDate(when)})` : ''}` : 'Not yet';

const columns: TableColumn<StaffReferral>[] = [
  { header: 'Invited member', cell: (row) => <Person who={row.member} note={row.member.email} /> },
  {
    header: 'Invited by',
    cell: (row) => <Person who={row.inviter} note={row.inviter.referralCode ?? '-'} />,
  },
  { header: 'Signed up (KST)', cell: (row) => formatKstDate(row.signedUpAt) },
  { header: "Friend's reward", cell: (row) => reward(row.friendRewardKrw) },
  { header: "Inviter's reward", cell: (row) => reward(row.inviterRewardKrw, row.inviterRewardedAt) },
];

function ReferralCard({ row }: { row: StaffReferral }) {
  return (
    <Card withBorder padding="sm">
      <Stack gap={4}>
        <Person who={row.member} note={`signed up ${formatKstDate(row.signedUpAt)}`} />
        <Text size="sm">
          Invited by {row.inviter.name} ({row.inviter.code})
        </Text>
        <Text size="xs" c="dimmed">
          Friend {reward(row.friendRewardKrw)} · Inviter {reward(row.inviterRewardKrw, row.inviterRewardedAt)}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * `/staff/referrals`: every member who signed up with a referral code, newest first, with who invited them and the
 * two rewards the ledger paid; searched by either member's ID, email or name or the referral code; search and page
 * in the address bar.
 */
export function StaffReferralList() {
  const { params, page, setPage } = useListFilters();
  const list = useStaffReferrals({ search: params.get('search') ?? '', page });
  return (
    <Stack gap="md">
      <PageHeader title="Referrals" description="Who invited whom, and the referral credit paid to each." />
      <ListSearchInput label="Search referrals" placeholder="Member ID, email, name or referral code" />
      <PagedList
        list={list}
        label="Referrals"
        rowKey={(row) => row.member.code}
        columns={columns}
        framed={{ minWidth: 820 }}
        onPage={setPage}
        card={(row) => <ReferralCard row={row} />}
        empty={<EmptyState message="No referrals found." />}
        total={(count) => `${count} invited member${count === 1 ? '' : 's'}`}
      />
    </Stack>
  );
}
