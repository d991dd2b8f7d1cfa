import type { AddCartItemValues, AddOfmCartItemValues, Cart } from '@fanship/domain/catalogue/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/cart: the signed-in member's cart lines. */
export function getCart(): Promise<Cart> {
  return apiRequest<Cart>('/cart');
}

/** The member's cart; pass isEnabled false for visitors so nothing is asked. */
export function useCart(isEnabled = true) {
  return useQuery({ queryKey: queryKeys.cart.all, queryFn: getCart, enabled: isEnabled });
}

function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
}

/** POST /api/cart/items: adds a quantity of a shop product (the server checks the stock). */
export function useAddCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: (values: AddCartItemValues) =>
      apiRequest<unknown>('/cart/items', { method: 'POST', body: values }),
    onSettled: invalidate,
  });
}

/** POST /api/cart/ofm-items: adds a quantity of a trending product as an Order for Me line (no stock of ours). */
export function addOfmCartItem(values: AddOfmCartItemValues) {
  return apiRequest<unknown>('/cart/ofm-items', { method: 'POST', body: values });
}

/** PATCH /api/cart/items/{id}: sets a line's quantity. */
export function useUpdateCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      apiRequest<unknown>(`/cart/items/${id}`, { method: 'PATCH', body: { quantity } }),
    onSettled: invalidate,
  });
}

/** DELETE /api/cart/items/{id}: removes a line. */
export function useRemoveCartItem() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/cart/items/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/**
 * POST /api/cart/checkout: the selected shop lines become one order-for-me request at today's prices, their stock
 * held for 24 hours; answers its code. Every cached read of the cart and of the shop's stock is refreshed.
 */
export function useCheckoutCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemIds: number[]) =>
      apiRequest<{ code: string }>('/cart/checkout', { method: 'POST', body: { itemIds } }),
    // Not awaited: the emptied cart would unmount the summary before the caller's onSuccess opens the order.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}
