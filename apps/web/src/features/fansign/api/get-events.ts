import type { FansignEvent, FansignEventSlice } from '@fanship/domain/catalogue/fansign-events';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The filters of the fansign list, as the query string holds them ('' for none). */
export type FansignFilters = { keyword: string; type: string; subType: string; artist: string };

/** GET /api/fansign-events: one slice for the filters, after a cursor. */
export function getFansignEvents(
  filters: FansignFilters,
  sliceCursor: string | null,
): Promise<FansignEventSlice> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (sliceCursor) params.set('sliceCursor', sliceCursor);
  const query = params.toString();
  return apiRequest<FansignEventSlice>(`/fansign-events${query ? `?${query}` : ''}`);
}

export function useFansignEvents(filters: FansignFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.fansignEvents.list(filters),
    queryFn: ({ pageParam }) => getFansignEvents(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (slice) => (slice.last ? undefined : slice.content.at(-1)?.sliceCursor),
  });
}

/** GET /api/fansign-events/{id}. */
export function getFansignEvent(id: string): Promise<FansignEvent> {
  return apiRequest<FansignEvent>(`/fansign-events/${encodeURIComponent(id)}`);
}

export function useFansignEvent(id: string) {
  return useQuery({ queryKey: queryKeys.fansignEvents.detail(id), queryFn: () => getFansignEvent(id) });
}
