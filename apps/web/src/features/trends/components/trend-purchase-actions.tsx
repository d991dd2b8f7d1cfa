import type { TrendingProduct } from '@fanship/domain/catalogue/trending-products';
import { trendingOfmLink } from '@fanship/domain/requests/ofm-prefills';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { loginPathFor } from '../../../lib/login-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { Session } from '../../auth/index.ts';
import { addOfmCartItem, showAddedToCart } from '../../cart/index.ts';

/** What an action needs from the page. */
export type TrendActionContext = {
  product: TrendingProduct;
  quantity: number;
  session: Session | undefined;
  navigate: NavigateFunction;
  /** The page's path and query: where the login sends the visitor back to. */
  returnPath: string;
  queryClient: QueryClient;
  setIsAdding: (isAdding: boolean) => void;
};

/**
 * The trending product's actions, loaded on the first press (or when the pointer reaches a button), so the public
 * page's first visit does not carry them: a visitor goes to login and back; a member goes to the OFM form
 * prefilled with the product at the chosen quantity ('Purchase via OFM'), or adds it to the cart's Order for Me
 * section (POST /api/cart/ofm-items).
 */
export async function runTrendAction(action: 'purchase' | 'add-to-cart', context: TrendActionContext) {
  const { product, quantity, session, navigate, returnPath, queryClient } = context;
  if (!session?.member) {
    navigate(loginPathFor(returnPath, session?.isExpired));
    return;
  }
  if (action === 'purchase') {
    navigate(trendingOfmLink(product, quantity));
    return;
  }
  context.setIsAdding(true);
  try {
    await addOfmCartItem({ trendingProductId: product.id, quantity });
    showAddedToCart(navigate);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      navigate(loginPathFor(returnPath, error.code === 'SESSION_EXPIRED'));
      return;
    }
    notifications.show({ color: 'red', message: errorMessageOf(error) });
  } finally {
    context.setIsAdding(false);
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
  }
}
