import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCreditHistory } from '../api/get-credit-history.ts';
import { CreditHistoryTable } from './credit-history-table.tsx';

/** `/profile/credit`: the member's credit balance and their credit history, page by page (the page in the URL). */
export function CreditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const history = useCreditHistory(page);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to="/profile" size="sm" mb="xs">
        ← My account
      </Anchor>
      <PageHeader title="Credit History" />
      <Card mb="lg" maw={360}>
        <Text size="xs" fw={700} c="dimmed" lts={0.5}>
          MY CREDIT
        </Text>
        {history.data ? (
          <Text fz={28} fw={800} c="pink.7" aria-label="Credit balance">
            {formatKrw(history.data.balance)}
          </Text>
        ) : (
          <Skeleton height={36} width={140} mt={4} />
        )}
      </Card>
      <CreditHistoryTable
        history={history}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </Stack>
  );
}
