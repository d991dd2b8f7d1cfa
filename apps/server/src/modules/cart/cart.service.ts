import {
  type AddCartItemValues,
  type AddOfmCartItemValues,
  type Cart,
  type CartItem,
  cartMessages,
  MAX_CART_QUANTITY,
} from '@fanship/domain/catalogue/cart';
import { MAX_RECORD_ID } from '@fanship/domain/catalogue/field-rules';
import { cartQuantityError } from '@fanship/domain/catalogue/shop-products';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { lockMemberRow } from '../../lib/member-lock.ts';
import { getTrendingProduct } from '../trending-products/index.ts';
import {
  type CartLineRow,
  countCartLines,
  deleteCartLine,
  findCartLine,
  findLineForProduct,
  findOfmLine,
  findPublishedProduct,
  insertCartLine,
  insertOfmLine,
  listCartLines,
  listOfmLines,
  lockProductStock,
  type OfmCartLineRow,
  setCartLineQuantity,
} from './cart.repository.ts';

/** Most lines one cart may hold. */
export const MAX_CART_LINES = 100;
export const cartFullMessage = `Your cart can hold at most ${MAX_CART_LINES} products. Please remove one first.`;

/** Ids beyond the integer columns cannot exist. */

function toCartItem(line: CartLineRow): CartItem {
  const { product } = line;
  return {
    id: line.id,
    type: 'SHOP_PRODUCT',
    name: product.name,
    link: `/shop-products/${product.id}`,
    image: product.thumbnailPath ?? product.imagePaths[0] ?? null,
    unitPriceKrw: product.priceKrw,
    quantity: line.quantity,
    origin: { id: product.id, name: product.name, stockQuantity: product.stockQuantity },
    shopName: null,
    trendingProductId: null,
    checkoutCode: line.checkoutCode,
  };
}

function toOfmCartItem(line: OfmCartLineRow): CartItem {
  return {
    id: line.id,
    type: 'OFM',
    name: line.name ?? '',
    link: line.link ?? '',
    image: line.imageUrl,
    unitPriceKrw: line.unitPriceKrw ?? 0,
    quantity: line.quantity,
    origin: null,
    shopName: line.shopName,
    trendingProductId: line.trendingProductId,
    checkoutCode: null,
  };
}

/** Refuses a quantity above the product's stock with the spec's toast, or above the per-line maximum. */
function assertQuantity(quantity: number, stockQuantity: number): void {
  const overStock = cartQuantityError(quantity, stockQuantity);
  if (overStock) throw new AppError('BAD_REQUEST', overStock);
  if (quantity > MAX_CART_QUANTITY) throw new AppError('BAD_REQUEST', cartMessages.quantityTooHigh);
}

/** The member's cart with each product's current name, price and stock. */
export async function getCart(context: AppContext, memberId: number): Promise<Cart> {
  const [shopLines, ofmLines] = await Promise.all([
    listCartLines(context.db, memberId),
    listOfmLines(context.db, memberId),
  ]);
  return { items: [...shopLines.map(toCartItem), ...ofmLines.map(toOfmCartItem)] };
}

/** Puts a published shop product in the cart, adding to the quantity already there, never above stock. */
export async function addCartItem(
  context: AppContext,
  memberId: number,
  values: AddCartItemValues,
): Promise<CartItem> {
  if (values.shopProductId > MAX_RECORD_ID) throw notFound();
  return context.db.transaction(async (tx) => {
    const product = await findPublishedProduct(tx, values.shopProductId);
    if (!product) throw notFound();
    const existing = await findLineForProduct(tx, memberId, product.id);
    if (existing?.checkoutCode)
      throw new AppError('CONFLICT', cartMessages.inCheckout(existing.checkoutCode));
    const quantity = (existing?.quantity ?? 0) + values.quantity;
    assertQuantity(quantity, product.stockQuantity);
    let id: number;
    if (existing) {
      id = existing.id;
      await setCartLineQuantity(tx, id, quantity);
    } else {
      await lockMemberRow(tx, memberId);
      if ((await countCartLines(tx, memberId)) >= MAX_CART_LINES) {
        throw new AppError('BAD_REQUEST', cartFullMessage);
      }
      id = await insertCartLine(tx, { memberId, productId: product.id, quantity }, context.clock.now());
    }
    return toCartItem({ id, quantity, checkoutCode: null, product });
  });
}

/** Sets the quantity of one of the member's own cart lines, at least 1 and never above stock. */
export async function updateCartItem(
  context: AppContext,
  memberId: number,
  id: number,
  quantity: number,
): Promise<CartItem> {
  if (id > MAX_RECORD_ID) throw notFound();
  return context.db.transaction(async (tx) => {
    const line = await findCartLine(tx, memberId, id);
    if (!line) {
      // An OFM line: bought from another shop, so no stock of ours limits it.
      const ofmLine = await findOfmLine(tx, memberId, { id });
      if (!ofmLine) throw notFound();
      if (quantity > MAX_CART_QUANTITY) throw new AppError('BAD_REQUEST', cartMessages.quantityTooHigh);
      await setCartLineQuantity(tx, id, quantity);
      return toOfmCartItem({ ...ofmLine, quantity });
    }
    if (line.checkoutCode) throw new AppError('CONFLICT', cartMessages.inCheckout(line.checkoutCode));
    const stockQuantity = await lockProductStock(tx, line.product.id);
    if (stockQuantity === undefined) throw notFound();
    assertQuantity(quantity, stockQuantity);
    if (!(await setCartLineQuantity(tx, id, quantity))) throw notFound();
    return toCartItem({ ...line, quantity, product: { ...line.product, stockQuantity } });
  });
}

/**
 * Puts a trending product in the cart's OFM section (adding to its line if it is there), copying its name, shop,
 * picture and price as they are now; the OFM request made from it later is priced again by the server.
 */
export async function addOfmCartItem(
  context: AppContext,
  memberId: number,
  values: AddOfmCartItemValues,
): Promise<CartItem> {
  if (values.trendingProductId > MAX_RECORD_ID) throw notFound();
  const product = await getTrendingProduct(context, values.trendingProductId);
  return context.db.transaction(async (tx) => {
    await lockMemberRow(tx, memberId);
    const existing = await findOfmLine(tx, memberId, { trendingProductId: product.id });
    if (existing) {
      const quantity = existing.quantity + values.quantity;
      if (quantity > MAX_CART_QUANTITY) throw new AppError('BAD_REQUEST', cartMessages.quantityTooHigh);
      await setCartLineQuantity(tx, existing.id, quantity);
      return toOfmCartItem({ ...existing, quantity });
    }
    if ((await countCartLines(tx, memberId)) >= MAX_CART_LINES) {
      throw new AppError('BAD_REQUEST', cartFullMessage);
    }
    const line = await insertOfmLine(tx, {
      memberId,
      quantity: values.quantity,
      name: product.name.slice(0, 500),
      link: product.purchaseUrl.slice(0, 1000),
      imageUrl: product.thumbnailPath?.slice(0, 1000) ?? null,
      unitPriceKrw: product.unitPriceKrw,
      shopName: product.shopName,
      trendingProductId: product.id,
      createdAt: context.clock.now(),
    });
    return toOfmCartItem(line);
  });
}

/** Removes one of the member's own cart lines. */
export async function removeCartItem(context: AppContext, memberId: number, id: number): Promise<void> {
  if (id > MAX_RECORD_ID) throw notFound();
  const line = await findCartLine(context.db, memberId, id);
  if (line?.checkoutCode) throw new AppError('CONFLICT', cartMessages.inCheckout(line.checkoutCode));
  if (!(await deleteCartLine(context.db, memberId, id))) throw notFound();
}
