import {
  defaultShopFilters,
  type ShopFilters,
  shopFiltersFromSearchParams,
  shopFiltersToSearchParams,
} from '@fanship/domain/catalogue/shop-filters';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The shop filters read from the query string, and setters that write every change back to it. */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => shopFiltersFromSearchParams(new URLSearchParams(query)), [query]);

  const setFilters = useCallback(
    (next: ShopFilters) => setSearchParams(shopFiltersToSearchParams(next), { replace: true }),
    [setSearchParams],
  );
  const updateFilters = useCallback(
    (patch: Partial<ShopFilters>) => setFilters({ ...filters, ...patch }),
    [filters, setFilters],
  );
  const resetFilters = useCallback(() => setFilters(defaultShopFilters), [setFilters]);
  return { filters, setFilters, updateFilters, resetFilters };
}
