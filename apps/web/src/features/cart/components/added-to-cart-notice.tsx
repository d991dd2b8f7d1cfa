import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NavigateFunction } from 'react-router';

/** The toast after a line went into the cart (a shop product or an Order for Me line), with a way to the cart. */
export function showAddedToCart(navigate: NavigateFunction) {
  notifications.show({
    color: 'green',
    message: (
      <Group gap="xs">
        <Text size="sm">Added to your cart.</Text>
        <Anchor component="button" size="sm" onClick={() => navigate('/cart')}>
          View cart
        </Anchor>
      </Group>
    ),
  });
}
