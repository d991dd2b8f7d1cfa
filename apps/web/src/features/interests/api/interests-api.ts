import type { InterestKeyword } from '@fanship/domain/catalogue/interests';
import type { Me } from '@fanship/domain/member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /interest-keywords: the top-level keywords with their sub-keywords (the server caches it a minute). */
export function useInterestKeywords() {
  return useQuery({
    queryKey: queryKeys.interestKeywords.all,
    queryFn: () => apiRequest<InterestKeyword[]>('/interest-keywords'),
    staleTime: 60_000,
  });
}

/** PATCH /me with the member's interests (keyword codes); the session, which carries them, is read again. */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interests: string[]) => apiRequest<Me>('/me', { method: 'PATCH', body: { interests } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.all }),
  });
}
