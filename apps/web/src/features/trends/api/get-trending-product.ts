import type { TrendingProduct } from '@fanship/domain/catalogue/trending-products';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// Apart from the list's infinite query, so the product page does not download the infinite-scroll code.

/** GET /api/ofm-products/{id}: one trending product. */
export function getTrendingProduct(id: string): Promise<TrendingProduct> {
  return apiRequest<TrendingProduct>(`/ofm-products/${encodeURIComponent(id)}`);
}

export function useTrendingProduct(id: string) {
  return useQuery({ queryKey: queryKeys.trendingProducts.detail(id), queryFn: () => getTrendingProduct(id) });
}
