import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import { formatKrw } from '@fanship/domain/pricing/money';
import { calculateOfmFee, type FansignParticipation, type OfmType } from '@fanship/domain/pricing/ofm-fee';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';

type FeeBreakdownProps = {
  type: OfmType;
  orderValueKrw: number;
  visitMinutes: string;
  fansignParticipation: FansignParticipation;
  /** A marketplace listing's domestic shipping, which the server adds for BUNJANG_KFD. */
  domesticShippingKrw?: number;
};

function visitMinutesOf(value: string): number | undefined {
  const minutes = parseFormNumber(value);
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 720
    ? minutes
    : undefined;
}

/**
 * The prepayment as the server will store it, live: the items' value and the fee lines of `calculateOfmFee` (the
 * function the server prices with) for the chosen type, visit length and fansign participation.
 */
export function OfmFeeBreakdown({
  type,
  orderValueKrw,
  visitMinutes,
  fansignParticipation,
  domesticShippingKrw = 0,
}: FeeBreakdownProps) {
  const fee =
    orderValueKrw > 0
      ? calculateOfmFee({
          type,
          orderValueKrw,
          visitMinutes: type === 'OFFLINE' ? visitMinutesOf(visitMinutes) : undefined,
          fansignParticipation,
        })
      : null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Prepayment">
      <Title order={2} fz="lg" mb="xs">
        Prepayment
      </Title>
      {fee ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">Items</Text>
            <Text size="sm">{formatKrw(fee.orderValueKrw)}</Text>
          </Group>
          {domesticShippingKrw > 0 && (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">Domestic shipping</Text>
              <Text size="sm">{formatKrw(domesticShippingKrw)}</Text>
            </Group>
          )}
          {fee.items.map((line) => (
            <Stack key={line.label} gap={0}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{line.label}</Text>
                <Text size="sm">{formatKrw(line.amountKrw)}</Text>
              </Group>
              <Text size="xs" c="dimmed">
                {line.rule}
              </Text>
            </Stack>
          ))}
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text fw={700}>Total</Text>
            <Price krw={fee.totalKrw + domesticShippingKrw} fw={700} aria-label="Prepayment total" />
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Enter an item's unit price and quantity to see the prepayment.
        </Text>
      )}
    </Card>
  );
}
