import type { StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatUsdCents } from '@fanship/domain/pricing/money';
import { Group, Text } from '@mantine/core';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { depositMismatch } from './order-format.ts';

/** The deposit amount with, when it is not what Wise expected, how far off it is. */
export function DepositAmount({ order }: { order: StaffOrder }) {
  if (!order.deposit) return null;
  const mismatch = depositMismatch(order);
  return (
    <Group gap="xs" component="span" wrap="wrap">
      <Text span inherit fw={700} c={mismatch ? 'red' : undefined} data-testid="deposit-amount">
        {formatUsdCents(order.deposit.amountCents)}
      </Text>
      {mismatch && (
        <Text span size="xs" fw={700} c="red">
          {mismatch}
        </Text>
      )}
    </Group>
  );
}

/**
 * The member's Wise transfer as they reported it (reference number, amount, when) against the expected amount, and
 * once confirmed what actually arrived (staff said it; the order records it as paid).
 */
export function OrderDeposit({ order }: { order: StaffOrder }) {
  const { deposit } = order;
  return (
    <SectionCard title="Wise deposit">
      {deposit ? (
        <KeyValueTable
          rows={[
            [
              'Reference number',
              <Text key="reference" span ff="monospace" inherit>
                {deposit.referenceCode}
              </Text>,
            ],
            ['Amount sent', <DepositAmount key="amount" order={order} />],
            ['Expected (Wise)', formatUsdCents(order.amountsUsd.WISE)],
            ['Submitted (KST)', formatKstDateTime(deposit.submittedAt)],
            ...(order.status === 'OR03' && order.paidAmount !== null
              ? [['Received', formatUsdCents(order.paidAmount)] as const]
              : []),
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No deposit has been submitted for this order. The member is expected to send{' '}
          {formatUsdCents(order.amountsUsd.WISE)}.
        </Text>
      )}
    </SectionCard>
  );
}
