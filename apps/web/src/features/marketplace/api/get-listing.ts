import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Apart from the list's infinite query, so the listing page does not download the infinite-scroll code.

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
