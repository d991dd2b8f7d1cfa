/**
 * The shop page's filters with the query string as the single source of truth: the page reads its
 * filters from the URL and writes every change back to it. Lists are comma-joined; default values are
 * left out (minPrice 0, maxPrice 500,000, excludeSoldOut false, empty keyword and lists).
 */
import {
  MAX_KEYWORD_LENGTH,
  type OriginShop,
  originShops,
  PRICE_FILTER_DEFAULT_MAX_KRW,
  PRICE_FILTER_LIMIT_KRW,
  type ShopCategory,
  type ShopProductType,
  shopCategories,
  shopProductTypes,
} from './catalogue-constants.ts';
import { splitListParam } from './list-params.ts';

/** The filters of the shop page. */
export type ShopFilters = {
  keyword: string;
  category: ShopCategory[];
  type: ShopProductType[];
  artistGroup: string[];
  artistMember: string[];
  minPrice: number;
  maxPrice: number;
  originShop: OriginShop[];
  excludeSoldOut: boolean;
};

/** The filters of a bare /shop-products (what Reset returns to). */
export const defaultShopFilters: ShopFilters = {
  keyword: '',
  category: [],
  type: [],
  artistGroup: [],
  artistMember: [],
  minPrice: 0,
  maxPrice: PRICE_FILTER_DEFAULT_MAX_KRW,
  originShop: [],
  excludeSoldOut: false,
};

function knownValues<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  return splitListParam(params.getAll(name))
    .map((value) => value.toUpperCase())
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
}

// The API refuses more than 50 codes, codes over 50 characters and keywords over 100 characters; a
// hand-edited URL is clamped to what the API accepts instead of showing an error.
const MAX_CODES = 50;
const MAX_CODE_LENGTH = 50;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function codeValues(params: URLSearchParams, name: string): string[] {
  return splitListParam(params.getAll(name))
    .filter((code) => code.length <= MAX_CODE_LENGTH && code.replace(CONTROL_CHARACTERS, '') === code)
    .slice(0, MAX_CODES);
}

/** The keyword as the API will search it: control characters as spaces, trimmed, at most 100 characters. */
export function cleanKeyword(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_KEYWORD_LENGTH).trim();
}

function priceParam(params: URLSearchParams, name: string, fallback: number): number {
  const text = params.get(name)?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  return Math.min(Number(text), PRICE_FILTER_LIMIT_KRW);
}

/** Reads the filters from the page URL; unknown values and malformed prices fall back to the defaults. */
export function shopFiltersFromSearchParams(params: URLSearchParams): ShopFilters {
  const minPrice = priceParam(params, 'minPrice', defaultShopFilters.minPrice);
  const maxPrice = priceParam(params, 'maxPrice', defaultShopFilters.maxPrice);
  return {
    keyword: cleanKeyword(params.get('keyword') ?? ''),
    category: knownValues(params, 'category', shopCategories),
    type: knownValues(params, 'type', shopProductTypes),
    artistGroup: codeValues(params, 'artistGroup'),
    artistMember: codeValues(params, 'artistMember'),
    // A hand-edited reversed range is read the way round it was meant.
    minPrice: Math.min(minPrice, maxPrice),
    maxPrice: Math.max(minPrice, maxPrice),
    originShop: knownValues(params, 'originShop', originShops),
    excludeSoldOut: params.get('excludeSoldOut') === 'true',
  };
}

/** Writes the filters as the page URL's query: lists comma-joined, defaults left out, a stable order. */
export function shopFiltersToSearchParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  for (const name of ['category', 'type', 'artistGroup', 'artistMember', 'originShop'] as const) {
    if (filters[name].length > 0) params.set(name, filters[name].join(','));
  }
  if (filters.minPrice !== defaultShopFilters.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== defaultShopFilters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.excludeSoldOut) params.set('excludeSoldOut', 'true');
  return params;
}

/** The API query of GET /shop-products for the filters: keyword as `name`, arrays repeated, defaults left out. */
export function shopFiltersToApiParams(filters: ShopFilters, sliceCursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) params.set('name', keyword);
  for (const name of ['category', 'type', 'artistGroup', 'artistMember', 'originShop'] as const) {
    for (const value of filters[name]) params.append(name, value);
  }
  if (filters.minPrice !== defaultShopFilters.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== defaultShopFilters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.excludeSoldOut) params.set('excludeSoldOut', 'true');
  if (sliceCursor) params.set('sliceCursor', sliceCursor);
  return params;
}

/** Whether any filter differs from the defaults (the Reset chip shows only then). */
export function hasActiveShopFilters(filters: ShopFilters): boolean {
  return shopFiltersToSearchParams(filters).toString() !== '';
}
