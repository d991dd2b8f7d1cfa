import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function deleteAddress(id: number): Promise<void> {
  return apiRequest<void>(`/me/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.addresses.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.addresses.lists() });
    },
  });
}
