import type { Address } from '@fanship/domain/schemas/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getAddresses(): Promise<Address[]> {
  return apiRequest<Address[]>('/me/addresses');
}

export const addressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses.list(),
  queryFn: getAddresses,
});

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}
