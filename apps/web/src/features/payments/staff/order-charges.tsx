import type { FeeStatus, StaffOrder } from '@fanship/domain/payments/payment-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Anchor, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { targetPath } from './order-format.ts';

const feeColors: Record<FeeStatus, string> = {
  UNPAID: 'orange',
  PENDING: 'blue',
  PAID: 'green',
  CANCELLED: 'gray',
};

function FeeStatusBadge({ status }: { status: FeeStatus }) {
  return (
    <Badge color={feeColors[status]} variant="light" miw="max-content">
      {status}
    </Badge>
  );
}

/** A paid-for request's code, linked to its staff page when its kind has one. */
function TargetCode({ order, code }: { order: StaffOrder; code: string }) {
  const path = targetPath(order.targets.find((target) => target.code === code)?.type, code);
  return path ? (
    <Anchor component={Link} to={path} ff="monospace" fw={700} size="sm">
      {code}
    </Anchor>
  ) : (
    <Text span ff="monospace" fw={700} size="sm">
      {code}
    </Text>
  );
}

const feeColumns = (order: StaffOrder): TableColumn<StaffOrder['fees'][number]>[] => [
  { header: 'Fee', cell: (fee) => fee.name },
  { header: 'Request', cell: (fee) => <TargetCode order={order} code={fee.originTargetCode} /> },
  {
    header: 'Amount',
    cell: (fee) => formatKrw(fee.amount),
    thProps: { ta: 'right' },
    tdProps: { ta: 'right' },
  },
  { header: 'Status', cell: (fee) => <FeeStatusBadge status={fee.status} /> },
];

/** The requests the order pays for, with what each one costs. */
export function OrderTargets({ order }: { order: StaffOrder }) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Targets">
      <Title order={2} fz="lg" mb="xs">
        Paid for
      </Title>
      <Stack gap={6}>
        {order.targets.map((target) => (
          <Group key={target.code} justify="space-between" gap="xs">
            <Group gap="xs">
              <TargetCode order={order} code={target.code} />
              <Badge variant="default" size="sm">
                {target.type}
              </Badge>
            </Group>
            <Text size="sm">{formatKrw(target.amount)}</Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The fee lines frozen on the order: a table on wide screens, one card each on phones. */
export function OrderFees({ order }: { order: StaffOrder }) {
  return (
    <SectionCard title="Fees">
      {order.fees.length === 0 ? (
        <EmptyState message="This order has no fee lines." />
      ) : (
        <>
          <Box visibleFrom="sm">
            <ColumnTable
              aria-label="Fees"
              columns={feeColumns(order)}
              rows={order.fees}
              // Fee lines have no id of their own.
              rowKey={(_, index) => index}
            />
          </Box>
          <Stack gap="xs" hiddenFrom="sm">
            {order.fees.map((fee, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fee lines have no id of their own
              <Card key={index} withBorder padding="sm">
                <Group justify="space-between" gap={4}>
                  <Text size="sm" fw={600}>
                    {fee.name}
                  </Text>
                  <FeeStatusBadge status={fee.status} />
                </Group>
                <Group justify="space-between" gap={4}>
                  <TargetCode order={order} code={fee.originTargetCode} />
                  <Text size="sm">{formatKrw(fee.amount)}</Text>
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
