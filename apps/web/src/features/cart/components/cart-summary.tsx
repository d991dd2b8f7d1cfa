import { cartMessages } from '@fanship/domain/catalogue/cart';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';

/** The selected total in USD and KRW, or the prompt to select items. */
export function CartSummary({ selectedCount, totalKrw }: { selectedCount: number; totalKrw: number }) {
  // Until the rate is known the dollar total shows a placeholder rather than won under a USD label.
  const rate = useExchangeRate();
  return (
    <Card withBorder padding="md" aria-label="Cart summary" component="section">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Summary
        </Title>
        {selectedCount === 0 ? (
          <Text c="dimmed">{cartMessages.noneSelected}</Text>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm">Selected items</Text>
              <Text size="sm">{selectedCount}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Total (KRW)</Text>
              <Text size="sm">{formatKrw(totalKrw)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Total (USD)</Text>
              {rate.data ? (
                <Price krw={totalKrw} display="usd" fw={700} />
              ) : rate.isError ? (
                <Text size="sm" c="dimmed">
                  Exchange rate unavailable
                </Text>
              ) : (
                <Skeleton height={18} width={64} aria-label="Loading the exchange rate" />
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Checkout opens with payments; your cart is kept until then.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
