import type { MarketplacePage } from '@fanship/domain/catalogue/marketplace';
import { MARKETPLACE_CARE_CATEGORY } from '@fanship/domain/catalogue/marketplace-rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/bunjang/retrieve-products: one page of listings for a keyword (care category or not), from a cursor. */
export function getListings(
  keyword: string,
  isCare: boolean,
  cursor: string | null,
): Promise<MarketplacePage> {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (isCare) params.set('category', MARKETPLACE_CARE_CATEGORY);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<MarketplacePage>(`/bunjang/retrieve-products${query ? `?${query}` : ''}`);
}

export function useListings(keyword: string, isCare: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.marketplace.list({ keyword, isCare }),
    queryFn: ({ pageParam }) => getListings(keyword, isCare, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasNext && page.nextCursor ? page.nextCursor : undefined),
  });
}
