import { formatKrw } from '@fanship/domain/pricing/money';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function AmountRow({
  label,
  children,
  isStrong,
}: {
  label: string;
  children: ReactNode;
  isStrong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={isStrong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={isStrong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** An order's won: the total, the discount and credit taken off it, and what is left to pay. */
export function AmountRows({
  totalKrw,
  discountKrw,
  creditKrw,
  amountKrw,
}: {
  totalKrw: number;
  discountKrw: number;
  creditKrw: number;
  amountKrw: number;
}) {
  return (
    <Stack gap={6}>
      <AmountRow label="Total">{formatKrw(totalKrw)}</AmountRow>
      <AmountRow label="Discount">{discountKrw > 0 ? `-${formatKrw(discountKrw)}` : formatKrw(0)}</AmountRow>
      <AmountRow label="Credit">{creditKrw > 0 ? `-${formatKrw(creditKrw)}` : formatKrw(0)}</AmountRow>
      <Divider />
      <AmountRow label="Amount to pay" isStrong>
        {formatKrw(amountKrw)}
      </AmountRow>
    </Stack>
  );
}
