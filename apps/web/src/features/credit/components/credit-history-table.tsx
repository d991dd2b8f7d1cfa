import {
  type CreditEntry,
  type CreditHistoryPage,
  creditCategoryLabels,
  creditTransactionLabels,
} from '@fanship/domain/payments/credit-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Badge, Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

export const emptyCreditHistoryMessage = 'No credit history yet.';

/** An entry's amount with its direction: '+₩5,000' earned, '-₩5,000' redeemed. */
export function signedAmount(entry: Pick<CreditEntry, 'transactionType' | 'value'>): string {
  return `${entry.transactionType === 'E' ? '+' : '-'}${formatKrw(entry.value)}`;
}

function TypeBadge({ entry }: { entry: CreditEntry }) {
  return (
    <Badge variant="light" color={entry.transactionType === 'E' ? 'teal' : 'red'}>
      {creditTransactionLabels[entry.transactionType]}
    </Badge>
  );
}

function Amount({ entry }: { entry: CreditEntry }) {
  return (
    <Text component="span" inherit fw={700} c={entry.transactionType === 'E' ? 'teal.9' : 'red.9'}>
      {signedAmount(entry)}
    </Text>
  );
}

/**
 * A credit history (spec "storefront and account" §2 /profile/credit): a table on wide screens (Created, Type,
 * Category, Amount, Reason, and the entry's description on a row under it when it has one), cards on phones, page
 * numbers; loading, empty and error states. The member's page and the staff member page both show it.
 */
export function CreditHistoryTable({
  history,
  onPageChange,
}: {
  history: UseQueryResult<CreditHistoryPage>;
  onPageChange: (page: number) => void;
}) {
  if (history.isPending) return <SkeletonRows rows={4} />;
  if (history.isError) {
    return <ErrorState message={errorMessageOf(history.error)} onRetry={() => history.refetch()} />;
  }
  const { content: entries, totalPages, currentPage } = history.data;
  if (entries.length === 0) return <EmptyState message={emptyCreditHistoryMessage} />;
  return (
    <Stack gap="md">
      <Table visibleFrom="sm" aria-label="Credit history" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Created</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <Table.Tr style={entry.description ? { borderBottom: 'none' } : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatKstDateTime(entry.createdAt)}</Table.Td>
                <Table.Td>
                  <TypeBadge entry={entry} />
                </Table.Td>
                <Table.Td>{creditCategoryLabels[entry.type]}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Amount entry={entry} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.reason}</Table.Td>
              </Table.Tr>
              {entry.description && (
                <Table.Tr>
                  <Table.Td colSpan={5} pt={0}>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {entry.description}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" hiddenFrom="sm" aria-label="Credit history entries">
        {entries.map((entry) => (
          <Card key={entry.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="wrap">
                <TypeBadge entry={entry} />
                <Text size="sm" fw={600}>
                  {creditCategoryLabels[entry.type]}
                </Text>
              </Group>
              <Amount entry={entry} />
            </Group>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {entry.reason}
            </Text>
            {entry.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {entry.description}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {formatKstDateTime(entry.createdAt)}
            </Text>
          </Card>
        ))}
      </Stack>
      {totalPages > 1 && (
        <Pagination total={totalPages} value={currentPage} onChange={onPageChange} aria-label="Pages" />
      )}
    </Stack>
  );
}
