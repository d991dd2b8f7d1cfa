import { cartMessages } from '@fanship/domain/catalogue/cart';
import { formatKrw } from '@fanship/domain/pricing/money';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useExchangeRate } from '../../../lib/exchange-rate.ts';
import { useCheckoutCart } from '../api/cart-api.ts';

/**
 * The payment summary: the selected total in USD and KRW with Check out (the selected shop lines become one
 * order, handed on by its code to open its payment preview), or the prompt to select items.
 */
export function CartSummary({
  selectedIds,
  totalKrw,
  onCheckedOut,
}: {
  selectedIds: number[];
  totalKrw: number;
  onCheckedOut: (code: string) => void;
}) {
  // Until the rate is known the dollar total shows a placeholder rather than won under a USD label.
  const rate = useExchangeRate();
  const checkout = useCheckoutCart();
  const selectedCount = selectedIds.length;
  const submit = () => checkout.mutate(selectedIds, { onSuccess: ({ code }) => onCheckedOut(code) });
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
            {checkout.isError && (
              <Alert color="red" title="Checkout failed">
                {errorMessageOf(checkout.error)}
              </Alert>
            )}
            <Button onClick={submit} loading={checkout.isPending} fullWidth>
              Check out
            </Button>
            <Text size="xs" c="dimmed">
              Checking out creates one order at today's prices and holds the stock for 24 hours; an order not
              paid by then is cancelled and the stock released.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
