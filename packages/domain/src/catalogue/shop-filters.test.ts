import { describe, expect, it } from 'vitest';
import {
  defaultShopFilters,
  hasActiveShopFilters,
  type ShopFilters,
  shopFiltersFromSearchParams,
  shopFiltersToApiParams,
  shopFiltersToSearchParams,
} from './shop-filters.ts';

const busy: ShopFilters = {
  keyword: 'lightstick',
  category: ['ALBUM', 'LIGHTSTICK'],
  type: ['PRE_ORDER'],
  artistGroup: ['BTS', 'IVE'],
  artistMember: ['JIMIN'],
  minPrice: 10_000,
  maxPrice: 80_000,
  originShop: ['WEVERSE'],
  excludeSoldOut: true,
};

describe('shop filters and the query string', () => {
  it('writes nothing for the defaults and reads the defaults from an empty query', () => {
    expect(shopFiltersToSearchParams(defaultShopFilters).toString()).toBe('');
    expect(shopFiltersFromSearchParams(new URLSearchParams())).toEqual(defaultShopFilters);
    expect(hasActiveShopFilters(defaultShopFilters)).toBe(false);
  });

  it('round-trips every filter with lists comma-joined', () => {
    const params = shopFiltersToSearchParams(busy);
    expect(params.get('category')).toBe('ALBUM,LIGHTSTICK');
    expect(params.getAll('artistGroup')).toEqual(['BTS,IVE']);
    expect(shopFiltersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(busy);
    expect(hasActiveShopFilters(busy)).toBe(true);
  });

  it('omits prices equal to the defaults and excludeSoldOut when false', () => {
    const params = shopFiltersToSearchParams({
      ...defaultShopFilters,
      minPrice: 0,
      maxPrice: 500_000,
      keyword: 'x',
    });
    expect(params.toString()).toBe('keyword=x');
    expect(shopFiltersToSearchParams({ ...defaultShopFilters, maxPrice: 100_000 }).toString()).toBe(
      'maxPrice=100000',
    );
  });

  it('reads repeated parameters too and drops unknown values and malformed prices', () => {
    const filters = shopFiltersFromSearchParams(
      new URLSearchParams('category=album&category=DVD,TOASTER&minPrice=abc&maxPrice=-5&excludeSoldOut=1'),
    );
    expect(filters.category).toEqual(['ALBUM', 'DVD']);
    expect(filters.minPrice).toBe(0);
    expect(filters.maxPrice).toBe(500_000);
    expect(filters.excludeSoldOut).toBe(false);
  });

  it('clamps a hand-edited URL to what the API accepts', () => {
    const codes = Array.from({ length: 60 }, (_, index) => `G${index}`);
    const filters = shopFiltersFromSearchParams(
      new URLSearchParams({
        keyword: `  ${'k'.repeat(150)}`,
        artistGroup: [...codes, 'x'.repeat(51)].join(','),
        artistMember: 'ONE,T\u0000WO',
      }),
    );
    expect(filters.keyword).toBe('k'.repeat(100));
    expect(filters.artistGroup).toEqual(codes.slice(0, 50));
    expect(filters.artistMember).toEqual(['ONE']);
    expect(shopFiltersFromSearchParams(new URLSearchParams('keyword=a%00b')).keyword).toBe('a b');
  });

  it('reads a reversed range the right way round', () => {
    const filters = shopFiltersFromSearchParams(new URLSearchParams('minPrice=9000&maxPrice=2000'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([2000, 9000]);
  });

  it('builds the API query with the keyword as name and repeated arrays', () => {
    const params = shopFiltersToApiParams(busy, 'abc');
    expect(params.get('name')).toBe('lightstick');
    expect(params.getAll('category')).toEqual(['ALBUM', 'LIGHTSTICK']);
    expect(params.get('sliceCursor')).toBe('abc');
    expect(shopFiltersToApiParams(defaultShopFilters).toString()).toBe('');
  });
});
