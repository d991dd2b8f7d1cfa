import { PREVIEW_SIZE } from '@fanship/domain/catalogue/catalogue-constants';
import { type ShopFilters, shopFiltersToApiParams } from '@fanship/domain/catalogue/shop-filters';
import type { ShopProductSlice } from '@fanship/domain/catalogue/shop-products';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/shop-products: one slice of the catalogue for the filters, after the given cursor. */
export function getShopProducts(params: URLSearchParams, signal?: AbortSignal): Promise<ShopProductSlice> {
  const query = params.toString();
  return apiRequest<ShopProductSlice>(`/shop-products${query ? `?${query}` : ''}`, { signal });
}

/** The shop grid: slices fetched one after another with the last item's cursor until `last`. */
export function useShopProducts(filters: ShopFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.shopProducts.list({ ...filters }),
    queryFn: ({ pageParam, signal }) => getShopProducts(shopFiltersToApiParams(filters, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (slice) => (slice.last ? undefined : slice.content.at(-1)?.sliceCursor),
  });
}

/** The search preview: the first 5 products in stock whose name matches the text. */
export function useShopSearchPreview(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    queryKey: queryKeys.shopProducts.list({ preview: text }),
    queryFn: ({ signal }) =>
      getShopProducts(
        new URLSearchParams({ name: text, excludeSoldOut: 'true', size: String(PREVIEW_SIZE) }),
        signal,
      ),
    enabled: text !== '',
  });
}
