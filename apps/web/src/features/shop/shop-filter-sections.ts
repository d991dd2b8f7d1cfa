import { PRICE_FILTER_DEFAULT_MAX_KRW } from '@fanship/domain/catalogue/catalogue-constants';
import { formatKrw, formatUsdCents, krwToUsdCents } from '@fanship/domain/pricing/money';

/** The sections of the filter sheet, in order; a chip opens the sheet at its own. */
export const shopFilterSections = ['category', 'type', 'artist', 'price', 'shop'] as const;
export type ShopFilterSection = (typeof shopFilterSections)[number];

/** The names of the sections, as the chips and the sheet show them. */
export const shopFilterSectionLabels: Record<ShopFilterSection, string> = {
  category: 'Category',
  type: 'Type',
  artist: 'Artist',
  price: 'Price',
  shop: 'Shop',
};

/** The price range text: the upper end at the default maximum means "and above". */
export function priceRangeLabel(minPrice: number, maxPrice: number): string {
  const upper =
    maxPrice >= PRICE_FILTER_DEFAULT_MAX_KRW
      ? `${formatKrw(PRICE_FILTER_DEFAULT_MAX_KRW)}+`
      : formatKrw(maxPrice);
  return `${formatKrw(minPrice)} – ${upper}`;
}

/** The same range in dollars at the current exchange rate, e.g. '≈ $7.25 – $362.32+'. */
export function usdRangeLabel(minPrice: number, maxPrice: number, rate: number): string {
  const usd = (krw: number) => formatUsdCents(krwToUsdCents(krw, rate));
  const upper =
    maxPrice >= PRICE_FILTER_DEFAULT_MAX_KRW ? `${usd(PRICE_FILTER_DEFAULT_MAX_KRW)}+` : usd(maxPrice);
  return `≈ ${usd(minPrice)} – ${upper}`;
}
