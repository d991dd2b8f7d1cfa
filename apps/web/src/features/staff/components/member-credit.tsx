import { formatKrw } from '@fanship/domain/pricing/money';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CreditHistoryTable } from '../../credit/index.ts';
import { useMemberCreditHistory } from '../api/get-member-credit-history.ts';
import { AdjustCreditForm } from './adjust-credit-form.tsx';

/** A member's credit on their staff page: the balance, the history page by page, and the adjustment form. */
export function MemberCredit({ code, balance }: { code: string; balance: number }) {
  const [page, setPage] = useState(1);
  const history = useMemberCreditHistory(code, page);
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz={20}>
            Credit
          </Title>
          <Text fw={800} fz={22} c="pink.7" aria-label="Credit balance">
            {formatKrw(history.data?.balance ?? balance)}
          </Text>
        </Group>
        <CreditHistoryTable history={history} onPageChange={setPage} />
        <Divider />
        <AdjustCreditForm code={code} />
      </Stack>
    </Card>
  );
}
