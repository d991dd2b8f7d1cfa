/**
 * The cart contract (spec "storefront and account" §3, §5, §8): the cart is kept on the server for
 * members; this issue brings the shop-product section, OFM items arrive with the OFM issue.
 */
import { z } from 'zod';
import { parseFormNumber } from '../pricing/form-number.ts';
import { cartMessages, MAX_CART_QUANTITY } from './cart-messages.ts';

export { cartMessages, MAX_CART_QUANTITY } from './cart-messages.ts';

/** Cart item types: a shop product (checked out from the cart) or an item to buy through Order for Me. */
export const cartItemTypes = ['SHOP_PRODUCT', 'OFM'] as const;
export type CartItemType = (typeof cartItemTypes)[number];

/**
 * One cart line as GET /cart answers it. A shop line's `origin` is the shop product with its current stock; an
 * OFM line (a trending product to buy through Order for Me) has no origin, its `link` is the shop's page and
 * `shopName` the shop it is bought from.
 */
export const cartItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(cartItemTypes),
  name: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  unitPriceKrw: z.number().int(),
  quantity: z.number().int(),
  origin: z.object({ id: z.number().int(), name: z.string(), stockQuantity: z.number().int() }).nullable(),
  shopName: z.string().nullable(),
  /** The trending product an OFM line came from (its page is /trends/{id}). */
  trendingProductId: z.number().int().nullable(),
  /**
   * A shop line checked out and awaiting payment: the OFM request it is paid through. It stays in the cart, fixed,
   * until that request is paid (it leaves the cart) or cancelled (it is free again).
   */
  checkoutCode: z.string().nullable(),
});
export type CartItem = z.output<typeof cartItemSchema>;

/** Answer of GET /cart. */
export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.output<typeof cartSchema>;

/** A quantity: a whole number from 1 to 999 (from a picker or JSON). */
export const cartQuantitySchema = z.preprocess(
  parseFormNumber,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? cartMessages.quantityTooLow : cartMessages.quantityNotWhole,
    })
    .int(cartMessages.quantityNotWhole)
    .min(1, cartMessages.quantityTooLow)
    .max(MAX_CART_QUANTITY, cartMessages.quantityTooHigh),
);

/** The id of the product a cart line is for (a shop product or a trending product). */
const productIdField = z
  .number({ error: 'Product is required' })
  .int('Invalid product id')
  .positive('Invalid product id');

/** Body of POST /cart/items: the product and how many (added to any quantity already in the cart). */
export const addCartItemSchema = z.object({
  shopProductId: productIdField,
  quantity: cartQuantitySchema,
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;
export type AddCartItemValues = z.output<typeof addCartItemSchema>;

/** Body of POST /cart/ofm-items: a trending product to buy through Order for Me, and how many. */
export const addOfmCartItemSchema = z.object({
  trendingProductId: productIdField,
  quantity: cartQuantitySchema,
});
export type AddOfmCartItemValues = z.output<typeof addOfmCartItemSchema>;

/** Body of PATCH /cart/items/{id}: the new quantity. */
export const updateCartItemSchema = z.object({ quantity: cartQuantitySchema });
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;

/** Params of PATCH and DELETE /cart/items/{id}. */
export const cartItemParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid cart item id' })
    .int('Invalid cart item id')
    .positive('Invalid cart item id'),
});

/** The cart total in won of the selected lines. */
export function selectedTotalKrw(items: readonly CartItem[], selectedIds: ReadonlySet<number>): number {
  return items.reduce(
    (total, item) => (selectedIds.has(item.id) ? total + item.unitPriceKrw * item.quantity : total),
    0,
  );
}

/** Most lines one checkout takes (a cart holds at most 100). */
export const MAX_CHECKOUT_LINES = 100;

/** Body of POST /cart/checkout: the selected shop lines, which become one KFD_SHOP OFM request. */
export const cartCheckoutSchema = z.object({
  itemIds: z
    .array(z.number().int().positive(), { error: cartMessages.noneSelected })
    .min(1, { error: cartMessages.noneSelected, abort: true })
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} items at once`),
});
export type CartCheckoutInput = z.input<typeof cartCheckoutSchema>;

/** Answer of POST /cart/checkout: the new OFM request's code. */
export const cartCheckoutAnswerSchema = z.object({ code: z.string() });
