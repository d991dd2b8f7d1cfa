import {
  type PaymentAttempt,
  paymentMethodLabels,
  type StaffOrder,
} from '@fanship/domain/payments/payment-contract';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { Badge, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';

const attemptColors: Record<PaymentAttempt['status'], string> = {
  OPEN: 'blue',
  PAID: 'green',
  FAILED: 'red',
};

function AttemptStatus({ status }: { status: PaymentAttempt['status'] }) {
  return (
    <Badge color={attemptColors[status]} variant="light" miw="max-content">
      {status}
    </Badge>
  );
}

/** A provider's reference, whole and selectable (staff copy it into the provider's console). */
function Reference({ value }: { value: string | null }) {
  return (
    <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {value ?? '-'}
    </Text>
  );
}

function failureOf(attempt: PaymentAttempt): string | null {
  if (!attempt.failureCode && !attempt.failureReason) return null;
  return [attempt.failureCode, attempt.failureReason].filter(Boolean).join(': ');
}

const attemptColumns: TableColumn<PaymentAttempt>[] = [
  { header: 'Provider', cell: (attempt) => attempt.provider },
  { header: 'Method', cell: (attempt) => paymentMethodLabels[attempt.method] },
  { header: 'Provider reference', cell: (attempt) => <Reference value={attempt.providerRef} /> },
  { header: 'Provider payment ID', cell: (attempt) => <Reference value={attempt.providerPaymentId} /> },
  { header: 'Status', cell: (attempt) => <AttemptStatus status={attempt.status} /> },
  {
    header: 'Amount',
    cell: (attempt) => formatUsdCents(attempt.amountCents),
    thProps: { ta: 'right' },
    tdProps: { ta: 'right' },
  },
  { header: 'Failure', cell: (attempt) => failureOf(attempt) ?? '-' },
  { header: 'Created (KST)', cell: (attempt) => formatKstDateTime(attempt.createdAt) },
];

/**
 * Every try at paying through a payment window, newest as the server lists them, with the provider's references
 * staff need to find the payment at PayPal or the card provider: a table on wide screens, cards on phones.
 */
export function PaymentAttempts({ order }: { order: StaffOrder }) {
  const { attempts } = order;
  return (
    <SectionCard title="Payment attempts">
      {attempts.length === 0 ? (
        <EmptyState message="No payment window was opened for this order." />
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={900}>
              <ColumnTable
                aria-label="Payment attempts"
                verticalSpacing="xs"
                columns={attemptColumns}
                rows={attempts}
                rowKey={(attempt) => `${attempt.provider}-${attempt.providerRef}`}
              />
            </Table.ScrollContainer>
          </Box>
          <Stack gap="xs" hiddenFrom="sm">
            {attempts.map((attempt) => {
              const failure = failureOf(attempt);
              return (
                <Card key={`${attempt.provider}-${attempt.providerRef}`} withBorder padding="sm">
                  <Group justify="space-between" gap={4}>
                    <Text size="sm" fw={600}>
                      {attempt.provider} · {paymentMethodLabels[attempt.method]}
                    </Text>
                    <AttemptStatus status={attempt.status} />
                  </Group>
                  <Text size="sm" fw={700}>
                    {formatUsdCents(attempt.amountCents)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Provider reference
                  </Text>
                  <Reference value={attempt.providerRef} />
                  <Text size="xs" c="dimmed">
                    Provider payment ID
                  </Text>
                  <Reference value={attempt.providerPaymentId} />
                  {failure && (
                    <Text size="sm" c="red">
                      {failure}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatKstDateTime(attempt.createdAt)}
                  </Text>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
