import type { MarketplaceListing, MarketplacePage } from '@fanship/domain/catalogue/marketplace';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/bunjang/retrieve-products: one page of listings for a keyword, from a cursor. */
export function getListings(keyword: string, cursor: string | null): Promise<MarketplacePage> {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<MarketplacePage>(`/bunjang/retrieve-products${query ? `?${query}` : ''}`);
}

export function useListings(keyword: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.marketplace.list({ keyword }),
    queryFn: ({ pageParam }) => getListings(keyword, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasNext && page.nextCursor ? page.nextCursor : undefined),
  });
}

/** GET /api/bunjang/products/{pid}: one listing, with the optional 'care' category. */
export function getListing(pid: string, category: string | null): Promise<MarketplaceListing> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return apiRequest<MarketplaceListing>(`/bunjang/products/${encodeURIComponent(pid)}${query}`);
}

export function useListing(pid: string, category: string | null) {
  return useQuery({
    queryKey: queryKeys.marketplace.detail(category ? `${pid}?category=${category}` : pid),
    queryFn: () => getListing(pid, category),
  });
}
