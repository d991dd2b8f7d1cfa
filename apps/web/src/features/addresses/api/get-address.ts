import type { Address } from '@fanship/domain/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getAddress(id: string): Promise<Address> {
  return apiRequest<Address>(`/me/addresses/${encodeURIComponent(id)}`);
}

export function addressQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.addresses.detail(id), queryFn: () => getAddress(id) });
}

export function useAddress(id: string) {
  return useQuery(addressQueryOptions(id));
}
