import type { CartItem } from '@fanship/domain/catalogue/cart';
import { Button, Card, Divider, Group, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { CartLine } from './cart-line.tsx';

/** Shop lines checked out into one order-for-me request that is not paid yet, with the request's code. */
export type AwaitingPayment = { code: string; items: CartItem[] };

/** The cart's shop lines awaiting payment, one group per request, in the order the cart lists them. */
export function awaitingPaymentGroups(items: readonly CartItem[]): AwaitingPayment[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) {
    if (item.checkoutCode === null) continue;
    const group = groups.get(item.checkoutCode);
    if (group) group.push(item);
    else groups.set(item.checkoutCode, [item]);
  }
  return [...groups].map(([code, lines]) => ({ code, items: lines }));
}

/**
 * Shop lines checked out and awaiting payment (decision 018): held, read-only, until their request is paid (they
 * leave the cart) or cancelled on its page (they are free again). Pay opens that request's payment preview.
 */
export function AwaitingPaymentGroup({
  group,
  onPay,
}: {
  group: AwaitingPayment;
  onPay: (code: string) => void;
}) {
  const { code, items } = group;
  const totalKrw = items.reduce((total, item) => total + item.unitPriceKrw * item.quantity, 0);
  const title = `Awaiting payment · ${code}`;
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        These items were checked out into {code} and are held for you until it is paid. To change them, cancel{' '}
        {code} on its page first.
      </Text>
      {items.map((item) => (
        <Fragment key={item.id}>
          <Divider mt="sm" />
          <CartLine item={item} />
        </Fragment>
      ))}
      <Divider mb="sm" />
      <Group justify="space-between" gap="sm">
        <Group gap={6}>
          <Text fw={700}>Total</Text>
          <Price krw={totalKrw} fw={700} />
        </Group>
        <Group gap="xs">
          <Button component={Link} to={`/ofm/${encodeURIComponent(code)}`} variant="default">
            Go to {code}
          </Button>
          <Button onClick={() => onPay(code)} aria-label={`Pay ${code}`}>
            Pay
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
