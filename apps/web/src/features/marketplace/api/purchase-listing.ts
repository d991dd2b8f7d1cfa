import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import type { OfmRequestInput } from '@fanship/domain/requests/ofm';
import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';

/** The shop name a marketplace purchase request carries (the second-hand marketplace the listing is on). */
export const MARKETPLACE_SHOP_NAME = 'Bunjang';

/**
 * The purchase request for a listing (spec "storefront and account" §3 purchase request payload): type and source
 * BUNJANG_KFD with the listing's pid, the listing as the one item. The server prices it from the listing itself
 * (its price and shipping fee, decision 016), so what is sent here only names what is bought.
 */
export function listingPurchaseRequest(
  listing: Pick<MarketplaceListing, 'pid' | 'name' | 'priceKrw'>,
  origin: string,
): OfmRequestInput {
  return {
    type: 'BUNJANG_KFD',
    shopName: MARKETPLACE_SHOP_NAME,
    sourceType: 'BUNJANG_KFD',
    sourceId: listing.pid,
    items: [
      {
        url: `${origin}/bunjang-products/${encodeURIComponent(listing.pid)}`,
        name: listing.name,
        unitPrice: listing.priceKrw,
        quantity: 1,
      },
    ],
  };
}

/**
 * POST /api/ofm-services for a marketplace listing: answers the new request's code (HTTP 200). The member's
 * cached requests are read again afterwards.
 */
export function usePurchaseListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: Pick<MarketplaceListing, 'pid' | 'name' | 'priceKrw'>) =>
      apiRequest<{ code: string }>('/ofm-services', {
        method: 'POST',
        body: listingPurchaseRequest(listing, window.location.origin),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys(ofmMachine.kind).all }),
  });
}
