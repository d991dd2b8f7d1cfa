/**
 * The stock rules of shop products (spec "storefront and account" §2, §8), kept free of zod so the shop
 * pages can use them without loading the schema library.
 */

/** Stock at or below which the page says how many are left. */
export const LOW_STOCK_THRESHOLD = 10;

/** The stock badge: 'SOLD OUT' at 0 or less, 'N in stock' for 1 to 10, otherwise nothing. */
export function stockLabel(stockQuantity: number): string | null {
  if (stockQuantity <= 0) return 'SOLD OUT';
  if (stockQuantity <= LOW_STOCK_THRESHOLD) return `${stockQuantity} in stock`;
  return null;
}

/** Whether a product can no longer be bought (stock 0 or less). */
export function isSoldOut(stockQuantity: number): boolean {
  return stockQuantity <= 0;
}

/** The spec's toast when a quantity is over stock. */
export const quantityOverStockMessage = (stock: number) =>
  `The selected quantity exceeds available stock. Current stock: ${stock} items`;

/** The toast text when the quantity is above the stock, or null when the stock covers it. */
export function cartQuantityError(quantity: number, stock: number): string | null {
  return quantity > stock ? quantityOverStockMessage(Math.max(0, stock)) : null;
}
