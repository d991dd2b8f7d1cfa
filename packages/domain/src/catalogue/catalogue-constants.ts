/**
 * Constants of the storefront catalogues (spec "storefront and account" §2, §5, §9): the code lists the
 * filters offer, with their labels, and the limits the pages and the API share.
 */

import { codesOf } from '../code-list.ts';

/** Shop product categories and their display labels, in the order the Category chip lists them. */
export const shopCategoryLabels = {
  ALBUM: 'Album',
  PHOTOBOOK: 'Photobook',
  LIGHTSTICK: 'Light stick',
  MD: 'MD',
  SEASON_GREETING: "Season's greetings",
  DVD: 'DVD / Blu-ray',
  PHOTOCARD: 'Photocard',
  FASHION: 'Fashion',
};
export const shopCategories = codesOf(shopCategoryLabels);
export type ShopCategory = (typeof shopCategories)[number];

/** Shop product types and their display labels, in the order the Type chip lists them. */
export const shopProductTypeLabels = {
  NEW: 'New',
  PRE_ORDER: 'Pre-order',
  RESTOCK: 'Restock',
  LIMITED: 'Limited',
};
export const shopProductTypes = codesOf(shopProductTypeLabels);
export type ShopProductType = (typeof shopProductTypes)[number];

/** Korean shops a shop product is sourced from (the Shop chip) and their display labels. */
export const originShopLabels = {
  WEVERSE: 'Weverse Shop',
  KTOWN4U: 'Ktown4u',
  YES24: 'YES24',
  ALADIN: 'Aladin',
  SYNNARA: 'Synnara',
  SOUNDWAVE: 'Soundwave',
  MAKESTAR: 'Makestar',
  APPLEMUSIC: 'Apple Music',
};
export const originShops = codesOf(originShopLabels);
export type OriginShop = (typeof originShops)[number];

/** Fansign event types (spec: VIDEO_CALL or offline) and their display labels. */
export const fansignTypeLabels = {
  VIDEO_CALL: 'Video call',
  OFFLINE: 'Offline',
};
export const fansignTypes = codesOf(fansignTypeLabels);
export type FansignType = (typeof fansignTypes)[number];

/** Fansign event sub-types and their display labels. */
export const fansignSubTypeLabels = {
  FANSIGN: 'Fansign',
  FANCALL: 'Fancall',
  LUCKY_DRAW: 'Lucky draw',
  SHOWCASE: 'Showcase',
};
export const fansignSubTypes = codesOf(fansignSubTypeLabels);
export type FansignSubType = (typeof fansignSubTypes)[number];

/** Kinds of content kept in the posts table: blog posts, events, notices and reviews. */
export const postKinds = ['POST', 'EVENT', 'NOTICE', 'REVIEW'] as const;
export type PostKind = (typeof postKinds)[number];

/** Blog sub-types and their display labels, one tab each after the 'All' tab. */
export const blogSubTypeLabels = {
  NEWS: 'News',
  GUIDE: 'Guide',
  UNBOXING: 'Unboxing',
  TIPS: 'Tips',
};
export const blogSubTypes = codesOf(blogSubTypeLabels);
export type BlogSubType = (typeof blogSubTypes)[number];

/** Price slider step in won. */
export const PRICE_FILTER_STEP_KRW = 1_000;
/** Default upper end of the price slider in won; a max price equal to it means "no upper limit". */
export const PRICE_FILTER_DEFAULT_MAX_KRW = 500_000;
/** Highest price a query may name (fits the integer column). */
export const PRICE_FILTER_LIMIT_KRW = 2_000_000_000;

/** Page size of catalogue lists when the query names none. */
export const DEFAULT_PAGE_SIZE = 20;
/** Largest page size a query may ask for; larger sizes are clamped to it. */
export const MAX_PAGE_SIZE = 60;

/** Search-box debounce of the shop, in milliseconds. */
export const SHOP_SEARCH_DEBOUNCE_MS = 200;
/** Name-filter debounce of the artist list, in milliseconds. */
export const ARTIST_SEARCH_DEBOUNCE_MS = 100;
/** Search debounce of the fansign list, in milliseconds. */
export const FANSIGN_SEARCH_DEBOUNCE_MS = 300;

/** Items a preview block shows before its 'more' link. */
export const PREVIEW_SIZE = 5;
/** Marketplace category id of the artist page's marketplace preview. */
export const MARKETPLACE_PREVIEW_CATEGORY_ID = '910';
/** Marketplace image resolution in lists. */
export const MARKETPLACE_LIST_IMAGE_RESOLUTION = 480;
/** Marketplace image resolution on the detail page. */
export const MARKETPLACE_DETAIL_IMAGE_RESOLUTION = 900;

/** Longest keyword a catalogue search accepts. */
export const MAX_KEYWORD_LENGTH = 100;
/** Message for a keyword over the limit. */
export const keywordTooLongMessage = `Keyword is too long (max. ${MAX_KEYWORD_LENGTH})`;
