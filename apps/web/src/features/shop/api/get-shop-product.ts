import type { ShopProductDetail } from '@fanship/domain/catalogue/shop-products';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/shop-products/{id}: the product page's data. */
export function getShopProduct(id: string): Promise<ShopProductDetail> {
  return apiRequest<ShopProductDetail>(`/shop-products/${encodeURIComponent(id)}`);
}

export function useShopProduct(id: string) {
  return useQuery({ queryKey: queryKeys.shopProducts.detail(id), queryFn: () => getShopProduct(id) });
}
