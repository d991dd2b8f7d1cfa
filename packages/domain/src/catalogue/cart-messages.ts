/**
 * The cart's messages and quantity limit, kept free of zod so the product pages' quantity picker loads without the
 * schema library; `cart.ts` validates with them and re-exports them.
 */

/** The cart's empty states and prompts, in the spec's words. */
export const cartMessages = {
  empty: 'Your cart is empty',
  ofmEmpty: 'Your OFM cart is empty',
  noneSelected: 'Please select items to pay',
  quantityTooLow: 'Quantity must be at least 1',
  quantityNotWhole: 'Quantity must be a whole number',
  quantityTooHigh: 'Quantity is too large (max. 999)',
  inCheckout: (code: string) =>
    `This item is awaiting payment in ${code}: pay for it or cancel ${code} first.`,
} as const;

/** Largest quantity one cart line may hold (stock usually limits it first). */
export const MAX_CART_QUANTITY = 999;
