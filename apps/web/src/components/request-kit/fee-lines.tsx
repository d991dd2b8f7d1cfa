import type { FeeLine as RuledFeeLine } from '@fanship/domain/pricing/fee-line';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const feeStatuses: Record<string, { label: string; color: string }> = {
  PAID: { label: 'Paid', color: 'green' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
  UNPAID: { label: 'Unpaid', color: 'orange' },
};

/** A fee line's status (UNPAID, PAID, CANCELLED) as a badge. */
export function FeeStatusBadge({ status }: { status: string }) {
  const known = feeStatuses[status];
  return (
    <Badge color={known?.color ?? 'gray'} variant="light">
      {known?.label ?? status}
    </Badge>
  );
}

/** A fee line as the pages list it: its name, where it arose (a record code), its status and its amount in won. */
export type FeeLineView = { key: string; name: string; origin: string; status: string; amountKrw: number };

/**
 * The 'Fees' section of a package or a request: one row per line (name and origin on the left, status and amount on
 * the right) and `footer` under them, or `empty` when there is none.
 */
export function FeesCard({
  lines,
  empty,
  footer,
}: {
  lines: readonly FeeLineView[];
  empty: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label="Fees">
      <Title order={2} fz="lg" mb="xs">
        Fees
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack gap="xs">
          {lines.map((line) => (
            <FeeLine key={line.key} line={line} />
          ))}
          {footer}
        </Stack>
      )}
    </Card>
  );
}

function FeeLine({ line }: { line: FeeLineView }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">{line.name}</Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {line.origin}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <FeeStatusBadge status={line.status} />
        <Text size="sm" fw={600} miw={80} ta="right">
          {formatKrw(line.amountKrw)}
        </Text>
      </Group>
    </Group>
  );
}

/** A calculator's lines as a form shows them live (OFM's prepayment, a packing's fee): name and amount, the rule under. */
export function FeeRuleLines({ lines }: { lines: readonly RuledFeeLine[] }) {
  return lines.map((line) => (
    <Stack key={line.label} gap={0}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{line.label}</Text>
        <Text size="sm">{formatKrw(line.amountKrw)}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {line.rule}
      </Text>
    </Stack>
  ));
}
