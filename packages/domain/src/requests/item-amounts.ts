/**
 * The unit price and quantity of an item line, as every kind with member-written items checks them (incoming,
 * package items, OFM): the same bounds and the spec's same messages, so a kind's item schema spreads
 * `itemAmountFields` and its messages spread `itemAmountMessages`.
 */
import { boundedWholeNumber } from '../catalogue/field-rules.ts';

export const ITEM_MIN_UNIT_PRICE_KRW = 100;
export const ITEM_MAX_UNIT_PRICE_KRW = 100_000_000;
export const ITEM_MAX_QUANTITY = 999;

export const itemAmountMessages = {
  unitPriceTooLow: 'Unit price should be at least 100 KRW',
  unitPriceTooHigh: 'Unit price is too large (max. 100,000,000 KRW)',
  quantityInvalid: 'Quantity should be a valid number',
  quantityTooHigh: `Quantity is too large (max. ${ITEM_MAX_QUANTITY})`,
} as const;

/** `unitPrice` (whole won, 100 to 100,000,000) and `quantity` (1 to 999) of one item. */
export const itemAmountFields = {
  unitPrice: boundedWholeNumber(ITEM_MIN_UNIT_PRICE_KRW, ITEM_MAX_UNIT_PRICE_KRW, {
    invalid: itemAmountMessages.unitPriceTooLow,
    tooHigh: itemAmountMessages.unitPriceTooHigh,
  }),
  quantity: boundedWholeNumber(1, ITEM_MAX_QUANTITY, {
    invalid: itemAmountMessages.quantityInvalid,
    tooHigh: itemAmountMessages.quantityTooHigh,
  }),
};

/** The value of items: the sum of unit price × quantity, in won (an incoming's declared Total Value, a package's). */
export function itemsValue(items: readonly { unitPrice: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
}
