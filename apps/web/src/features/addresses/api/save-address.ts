import type { Address, AddressFields } from '@fanship/domain/schemas/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Creates an address, or updates it when an id is given. */
export function saveAddress({ id, fields }: { id?: number; fields: AddressFields }): Promise<Address> {
  if (id === undefined) return apiRequest<Address>('/me/addresses', { method: 'POST', body: fields });
  return apiRequest<Address>(`/me/addresses/${id}`, { method: 'PATCH', body: fields });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
  });
}
