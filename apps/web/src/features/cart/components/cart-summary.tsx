import { cartMessages } from '@fanship/domain/catalogue/cart';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';

/** The selected total in USD and KRW, or the prompt to select items. */
export function CartSummary({ selectedCount, totalKrw }: { selectedCount: number; totalKrw: number }) {
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
              <Price krw={totalKrw} display="usd" fw={700} />
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
