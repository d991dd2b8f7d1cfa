import type { Unboxing, UnboxingRequestInput } from '@fanship/domain/warehouse/unboxing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under the packages' keys, so refreshing the packages (`['packages']`) refreshes the unboxing too. */
export const unboxingQueryKey = (packageCode: string) => ['packages', 'unboxing', packageCode] as const;

const path = (packageCode: string) => `/packages/${encodeURIComponent(packageCode)}/unboxing`;

/** GET /api/packages/{code}/unboxing: the package's latest unboxing (read when the view/cancel modal opens). */
export function useUnboxing(packageCode: string, enabled: boolean) {
  return useQuery({
    queryKey: unboxingQueryKey(packageCode),
    queryFn: () => apiRequest<Unboxing>(path(packageCode)),
    enabled,
  });
}

/** PUT (request) or DELETE (cancel) the unboxing; the package and its unboxing are read again afterwards. */
function useUnboxingChange<Body>(packageCode: string, method: 'PUT' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Unboxing>(path(packageCode), { method, body }),
    onSuccess: (unboxing) => {
      queryClient.setQueryData(unboxingQueryKey(packageCode), unboxing);
      return queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
  });
}

export const useRequestUnboxing = (packageCode: string) =>
  useUnboxingChange<UnboxingRequestInput>(packageCode, 'PUT');

export const useCancelUnboxing = (packageCode: string) => useUnboxingChange<undefined>(packageCode, 'DELETE');
