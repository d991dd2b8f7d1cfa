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
      // The deleted address is marked stale, not dropped: its edit page, still open until it navigates away, keeps
      // showing the form instead of reloading (and answering 404 for) what was just deleted; a later visit asks again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.addresses.detail(id), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.addresses.lists() });
    },
  });
}
