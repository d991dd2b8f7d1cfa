import type { ShippingRateQuery } from '@fanship/domain/pricing/shipping-quote';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One carrier the shipping-rate lookup offers. */
export type ShippingRate = { carrier: string; type: string; rateKrw: number };

/** GET /api/info/find-shipping-rates: carriers and prices for a country, weight (g) and size (tenths of a cm). */
export function getShippingRates(query: ShippingRateQuery): Promise<ShippingRate[]> {
  const params = new URLSearchParams({
    countryCode: query.countryCode,
    actualWeight: String(query.actualWeight),
    width: String(query.width),
    length: String(query.length),
    height: String(query.height),
  });
  return apiRequest<ShippingRate[]>(`/info/find-shipping-rates?${params.toString()}`);
}

export function useShippingRates(query: ShippingRateQuery | null) {
  return useQuery({
    queryKey: queryKeys.shippingRates.list(query ?? {}),
    queryFn: () => getShippingRates(query as ShippingRateQuery),
    enabled: query !== null,
  });
}
