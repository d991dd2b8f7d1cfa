import type { TrendingProduct } from '@fanship/domain/catalogue/trending-products';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/index.ts';

// The actions (the prefill, the cart call, the messages) load on the first press or when the pointer or focus
// reaches a button, not with the page (its first visit is held to a budget, issue 8).
const loadActions = () => import('./trend-purchase-actions.tsx');
const preload = () => void loadActions().catch(() => {});

type TrendPurchaseProps = {
  product: TrendingProduct;
  quantity: number;
  /** False while the quantity field holds no quantity (it says so itself): nothing is bought or added then. */
  isQuantityValid: boolean;
};

/**
 * 'Purchase via OFM' and 'Add to cart' of a trending product (spec "forwarding and proxy purchase" §2, §6): a
 * member goes to the OFM form prefilled with the product at the chosen quantity, or adds it to the cart's Order
 * for Me section; a visitor is sent to login and back to this product.
 */
export function TrendPurchase({ product, quantity, isQuantityValid }: TrendPurchaseProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);

  const run = (action: 'purchase' | 'add-to-cart') => {
    if (!isQuantityValid || isAdding) return;
    const context = {
      product,
      quantity,
      session: session.data,
      navigate,
      returnPath: location.pathname + location.search,
      queryClient,
      setIsAdding,
    };
    void loadActions().then((actions) => actions.runTrendAction(action, context));
  };

  const common = { size: 'md', disabled: session.isPending, onPointerEnter: preload, onFocus: preload };
  return (
    <Group gap="sm">
      <Button {...common} onClick={() => run('purchase')}>
        Purchase via OFM
      </Button>
      <Button {...common} variant="default" loading={isAdding} onClick={() => run('add-to-cart')}>
        Add to cart
      </Button>
    </Group>
  );
}
