import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import { formatKrw } from '@fanship/domain/pricing/money';
import type { FansignParticipation, OfmType } from '@fanship/domain/pricing/ofm-fee';
import { calculateOfmPrepayment } from '@fanship/domain/pricing/ofm-prepayment';
import { Group, Stack, Text } from '@mantine/core';
import { FeeRuleLines } from '../../../components/request-kit/fee-lines.tsx';
import { Price } from '../../../components/request-kit/price.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';

type FeeBreakdownProps = {
  type: OfmType;
  orderValueKrw: number;
  visitMinutes: string;
  fansignParticipation: FansignParticipation;
  /** The shops the items' links are from (`countOfmShops`): domestic shipping is prepaid for each. */
  shopCount: number;
  /** A marketplace listing's own shipping fee, which the server prepays for BUNJANG_KFD instead. */
  listingShippingKrw?: number;
};

function visitMinutesOf(value: string): number | undefined {
  const minutes = parseFormNumber(value);
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 720
    ? minutes
    : undefined;
}

/**
 * The prepayment as the server will store it, live: the items' value, domestic shipping and the fee lines of
 * `calculateOfmPrepayment` (the function the server prices with) for the chosen type, the items' shops, the visit
 * length and the fansign participation.
 */
export function OfmFeeBreakdown({
  type,
  orderValueKrw,
  visitMinutes,
  fansignParticipation,
  shopCount,
  listingShippingKrw = 0,
}: FeeBreakdownProps) {
  const prepayment =
    orderValueKrw > 0
      ? calculateOfmPrepayment({
          type,
          orderValueKrw,
          shopCount,
          listingShippingKrw,
          visitMinutes: type === 'OFFLINE' ? visitMinutesOf(visitMinutes) : undefined,
          fansignParticipation,
        })
      : null;
  return (
    <SectionCard title="Prepayment">
      {prepayment ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">Items</Text>
            <Text size="sm">{formatKrw(prepayment.orderValueKrw)}</Text>
          </Group>
          <FeeRuleLines lines={prepayment.lines} />
          <Group justify="space-between" wrap="nowrap" mt={4}>
            <Text fw={700}>Total</Text>
            <Price krw={prepayment.prepaymentKrw} fw={700} aria-label="Prepayment total" />
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Enter an item's unit price and quantity to see the prepayment.
        </Text>
      )}
    </SectionCard>
  );
}
