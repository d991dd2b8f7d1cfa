import type { ApplicationInfo, ApplicationInfoFields } from '@fanship/domain/schemas/application-info';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const keys = queryKeys.applicationInfos;
const path = '/me/application-info';

/** The member's applicant's information records, newest first. */
export function useApplicationInfos() {
  return useQuery(
    queryOptions({ queryKey: keys.list(), queryFn: () => apiRequest<ApplicationInfo[]>(path) }),
  );
}

/** One of the member's records, by the id in the edit page's URL. */
export function useApplicationInfo(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: () => apiRequest<ApplicationInfo>(`${path}/${encodeURIComponent(id)}`),
  });
}

/** Creates a record, or replaces it when an id is given. */
export function useSaveApplicationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: ApplicationInfoFields }) =>
      id === undefined
        ? apiRequest<ApplicationInfo>(path, { method: 'POST', body: fields })
        : apiRequest<ApplicationInfo>(`${path}/${id}`, { method: 'PATCH', body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteApplicationInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      // Marked stale, not refetched: the edit page still open until it navigates away must not ask for (and get
      // a 404 for) what was just deleted.
      void queryClient.invalidateQueries({ queryKey: keys.detail(id), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
