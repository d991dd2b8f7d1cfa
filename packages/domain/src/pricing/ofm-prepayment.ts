/**
 * An OFM request's prepayment ("storefront and account" §9: "prepayment is based on the listed price plus domestic
 * shipping"; "forwarding and proxy purchase" §9 "OFM fees": "domestic shipping about 4,000"): the order value, the
 * domestic shipping as a line of its own and the service fee lines of `calculateOfmFee`. The server stores it, and
 * the OFM form and the pricing page's calculator draw it, from this one function (decision 023).
 *
 * - Domestic shipping is ₩4,000 for each Korean shop the request buys from, for the types whose goods a shop
 *   sends to our warehouse: ONLINE_REGULAR, ONLINE_PRIORITY, ONLINE_BUNJANG and PROXY_FANSIGN (the album is
 *   bought online from the event's shop).
 * - BUNJANG_KFD prepays the listing's own shipping fee instead (read from the marketplace, never the client).
 * - OFFLINE (staff carry the goods back from the visit) and KFD_SHOP (our own goods) prepay none.
 * - Shops are told apart by the host of the items' links (`ofmShopOf`); a request buys from at least one.
 */
import { assertCount, type FeeLine } from './fee-line.ts';
import { assertWon, formatKrw } from './money.ts';
import {
  calculateOfmFee,
  type FansignParticipation,
  type OfmFeeResult,
  type OfmType,
  type OfmTypeInput,
} from './ofm-fee.ts';
import { OFM_DOMESTIC_SHIPPING_KRW } from './ofm-fee-rates.ts';

/** The types that prepay ₩4,000 of domestic shipping per shop. */
export const ofmTypesWithShopShipping = [
  'ONLINE_REGULAR',
  'ONLINE_PRIORITY',
  'ONLINE_BUNJANG',
  'PROXY_FANSIGN',
] as const satisfies readonly OfmType[];

export function takesShopShipping(type: OfmType): boolean {
  return (ofmTypesWithShopShipping as readonly OfmType[]).includes(type);
}

/**
 * The shop an item's link is from: its host in lower case without a leading `www.`, `m.` or `mobile.` (a shop's
 * mobile site is the same shop); null when the link is not a URL (a link still being typed).
 */
export function ofmShopOf(url: string): string | null {
  try {
    const host = new URL(url.trim()).hostname.toLowerCase();
    return host.replace(/^(www|m|mobile)\./, '') || null;
  } catch {
    return null;
  }
}

/** How many shops a request buys from: the distinct shops of its items' links, at least one. */
export function countOfmShops(urls: readonly string[]): number {
  const shops = new Set<string>();
  for (const url of urls) {
    const shop = ofmShopOf(url);
    if (shop) shops.add(shop);
  }
  return Math.max(1, shops.size);
}

/** The domestic shipping line of a request, or null when its type prepays none. */
export function ofmDomesticShippingLine(input: {
  type: OfmType;
  shopCount: number;
  listingShippingKrw?: number;
}): FeeLine | null {
  const label = 'Domestic shipping';
  if (input.type === 'BUNJANG_KFD') {
    const amountKrw = input.listingShippingKrw ?? 0;
    assertWon(amountKrw);
    return amountKrw > 0 ? { label, amountKrw, rule: 'The seller’s shipping fee to our warehouse' } : null;
  }
  if (!takesShopShipping(input.type)) return null;
  assertCount(input.shopCount, 'Shop count', 1);
  const each = formatKrw(OFM_DOMESTIC_SHIPPING_KRW);
  return {
    label,
    amountKrw: OFM_DOMESTIC_SHIPPING_KRW * input.shopCount,
    rule:
      input.shopCount === 1
        ? `About ${each} from the shop to our warehouse`
        : `About ${each} from each of ${input.shopCount} shops to our warehouse`,
  };
}

export type OfmPrepayment = {
  /** The service fee (`calculateOfmFee`). */
  fee: OfmFeeResult;
  orderValueKrw: number;
  /** The domestic shipping line, or null when the type prepays none. */
  domesticShipping: FeeLine | null;
  domesticShippingKrw: number;
  /** The lines after the order value: domestic shipping first (when there is any), then the fee lines. */
  lines: FeeLine[];
  /** Order value + domestic shipping + service fee. */
  prepaymentKrw: number;
};

/** The prepayment of a request: `calculateOfmFee`'s input plus the number of shops and a listing's shipping. */
export function calculateOfmPrepayment(input: {
  type: OfmTypeInput | string;
  orderValueKrw: number;
  shopCount: number;
  listingShippingKrw?: number;
  visitMinutes?: number;
  fansignParticipation?: FansignParticipation;
}): OfmPrepayment {
  const fee = calculateOfmFee(input);
  const shipping = ofmDomesticShippingLine({
    type: fee.type,
    shopCount: input.shopCount,
    listingShippingKrw: input.listingShippingKrw,
  });
  const domesticShippingKrw = shipping?.amountKrw ?? 0;
  return {
    fee,
    orderValueKrw: fee.orderValueKrw,
    domesticShipping: shipping,
    domesticShippingKrw,
    lines: shipping ? [shipping, ...fee.items] : fee.items,
    prepaymentKrw: fee.totalKrw + domesticShippingKrw,
  };
}
