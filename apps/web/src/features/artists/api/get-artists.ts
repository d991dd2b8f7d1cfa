import type { ArtistGroupSummary, ArtistPage } from '@fanship/domain/catalogue/artists';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/artist-groups: every artist in name order (the list filters in the browser). */
export function getArtists(): Promise<ArtistGroupSummary[]> {
  return apiRequest<ArtistGroupSummary[]>('/artist-groups');
}

export function useArtists() {
  return useQuery({ queryKey: queryKeys.artists.list(), queryFn: getArtists });
}

/** GET /api/artist-groups/{code}: the artist with its marketplace and fansign previews. */
export function getArtistPage(code: string): Promise<ArtistPage> {
  return apiRequest<ArtistPage>(`/artist-groups/${encodeURIComponent(code)}`);
}

export function useArtistPage(code: string) {
  return useQuery({ queryKey: queryKeys.artists.detail(code), queryFn: () => getArtistPage(code) });
}
