import {
  type RoulettePlayAnswer,
  type RouletteResults,
  STOREFRONT_ROULETTE_ID,
} from '@fanship/domain/schemas/roulette';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const resultsKey = ['roulette', STOREFRONT_ROULETTE_ID, 'results'] as const;

/** GET /api/roulettes/1/results: the wheel and the member's spin of the day (read fresh each time it opens). */
export function useRouletteResults(enabled: boolean) {
  return useQuery({
    queryKey: resultsKey,
    queryFn: () => apiRequest<RouletteResults>(`/roulettes/${STOREFRONT_ROULETTE_ID}/results`),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/roulettes/1/play (empty body): the reward drawn; the day's state and the member's credit refresh. */
export function usePlayRoulette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RoulettePlayAnswer>(`/roulettes/${STOREFRONT_ROULETTE_ID}/play`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resultsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
    },
  });
}
