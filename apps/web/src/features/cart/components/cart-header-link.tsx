import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useCart } from '../api/cart-api.ts';

/** The header's cart icon with the number of lines in the member's cart. */
export function CartHeaderLink() {
  const cart = useCart();
  const count = cart.data?.items.length ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4} color="pink">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        size="lg"
        aria-label={count > 0 ? `Cart (${count} items)` : 'Cart'}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="9" cy="21" r="1" />
          <circle cx="20" cy="21" r="1" />
          <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
