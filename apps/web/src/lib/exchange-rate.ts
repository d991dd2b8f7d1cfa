import type { ExchangeRate } from '@fanship/domain/catalogue/exchange-rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** GET /api/exchange-rates/current: the won-per-dollar rates every USD price is computed from. */
export function getCurrentExchangeRate(): Promise<ExchangeRate> {
  return apiRequest<ExchangeRate>('/exchange-rates/current');
}

export const currentExchangeRateQueryOptions = queryOptions({
  queryKey: ['exchange-rates', 'current'] as const,
  queryFn: getCurrentExchangeRate,
  staleTime: 5 * 60_000,
});

/** The current exchange rate (undefined while loading or when it cannot be read). */
export function useExchangeRate() {
  return useQuery(currentExchangeRateQueryOptions);
}
