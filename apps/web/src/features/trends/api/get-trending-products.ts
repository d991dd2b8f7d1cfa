import type { TrendingProductSlice } from '@fanship/domain/catalogue/trending-products';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ofm-products?query=: one slice of trending products whose name holds the search text. */
export function getTrendingProducts(
  keyword: string,
  sliceCursor: string | undefined,
  signal?: AbortSignal,
): Promise<TrendingProductSlice> {
  const params = new URLSearchParams();
  if (keyword.trim()) params.set('query', keyword.trim());
  if (sliceCursor) params.set('sliceCursor', sliceCursor);
  const query = params.toString();
  return apiRequest<TrendingProductSlice>(`/ofm-products${query ? `?${query}` : ''}`, { signal });
}

/** The trends grid with infinite scroll over slices. */
export function useTrendingProducts(keyword: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.trendingProducts.list({ keyword }),
    queryFn: ({ pageParam, signal }) => getTrendingProducts(keyword, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (slice) => (slice.last ? undefined : slice.content.at(-1)?.sliceCursor),
  });
}
