import {
  type RouletteSettings,
  STOREFRONT_ROULETTE_ID,
  type StaffRoulette,
  type StaffRoulettePlayPage,
} from '@fanship/domain/schemas/roulette';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const path = `/staff/roulettes/${STOREFRONT_ROULETTE_ID}`;
const settingsKey = ['staff-roulette', STOREFRONT_ROULETTE_ID, 'settings'] as const;

/** GET /api/staff/roulettes/1: the wheel with its weights, the payout date and whether it runs. */
export function useStaffRoulette() {
  return useQuery({ queryKey: settingsKey, queryFn: () => apiRequest<StaffRoulette>(path) });
}

/** PUT /api/staff/roulettes/1: saves the whole wheel and settings. */
export function useSaveRoulette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RouletteSettings) =>
      apiRequest<StaffRoulette>(path, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** GET /api/staff/roulettes/1/plays?page=: the recent spins, newest first. */
export function useStaffRoulettePlays(page: number) {
  return useQuery({
    queryKey: ['staff-roulette', STOREFRONT_ROULETTE_ID, 'plays', page],
    queryFn: () => apiRequest<StaffRoulettePlayPage>(`${path}/plays?page=${page}&size=20`),
    placeholderData: keepPreviousData,
  });
}
