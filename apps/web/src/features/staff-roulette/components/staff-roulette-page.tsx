import { formatKrw } from '@fanship/domain/pricing/money';
import type { StaffRoulettePlayPage } from '@fanship/domain/schemas/roulette';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { TableColumn } from '../../../components/ui/column-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CodeLink, PagedList } from '../../../components/ui/paged-list.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useStaffRoulette, useStaffRoulettePlays } from '../api/staff-roulette-api.ts';
import { RouletteSettingsForm } from './roulette-settings-form.tsx';

type Play = StaffRoulettePlayPage['content'][number];

const prize = (play: Play) =>
  play.type === 'CREDIT' ? `${play.rewardName} · ${formatKrw(play.amount)}` : play.rewardName;
const paid = (play: Play) =>
  play.type !== 'CREDIT' ? '-' : play.paidAt ? formatKstDateTime(play.paidAt) : 'Waiting for the payout date';

const columns: TableColumn<Play>[] = [
  { header: 'Spun (KST)', cell: (play) => formatKstDateTime(play.createdAt) },
  {
    header: 'Member',
    cell: (play) => <CodeLink code={play.member.code} to={`/staff/members/${play.member.code}`} />,
  },
  { header: 'Name', cell: (play) => play.member.name },
  { header: 'Reward', cell: prize },
  { header: 'Credit paid', cell: paid },
];

function PlayCard({ play }: { play: Play }) {
  return (
    <Card withBorder padding="sm">
      <CodeLink code={play.member.code} to={`/staff/members/${play.member.code}`} />
      <Text size="sm">{prize(play)}</Text>
      <Text size="xs" c="dimmed">
        {formatKstDateTime(play.createdAt)} · paid {paid(play)}
      </Text>
    </Card>
  );
}

/** `/staff/roulette`: the roulette's rewards, weights, payout date and active flag, and the recent spins. */
export function StaffRoulettePage() {
  const roulette = useStaffRoulette();
  const { page, setPage } = useListFilters();
  const plays = useStaffRoulettePlays(page);
  return (
    <Stack gap="md">
      <PageHeader title="Roulette" description="The daily roulette's wheel, weights and payout date." />
      {roulette.data ? (
        <RouletteSettingsForm key={JSON.stringify(roulette.data)} roulette={roulette.data} />
      ) : roulette.isError ? (
        <ErrorState message={errorMessageOf(roulette.error)} onRetry={() => roulette.refetch()} />
      ) : (
        <SkeletonRows rows={4} />
      )}
      <Title order={2} size="h3">
        Recent plays
      </Title>
      <PagedList
        list={plays}
        label="Recent plays"
        rowKey={(play) => String(play.id)}
        columns={columns}
        framed={{ minWidth: 720 }}
        onPage={setPage}
        card={(play) => <PlayCard play={play} />}
        empty={<EmptyState message="No plays yet." />}
        total={(count) => `${count} play${count === 1 ? '' : 's'}`}
      />
    </Stack>
  );
}
