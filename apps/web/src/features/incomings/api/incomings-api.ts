import { incomingMachine } from '@fanship/domain/requests/status-machines';
import type { IncomingPage, IncomingRequest, IncomingRequestInput } from '@fanship/domain/warehouse/incoming';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';

const incomingKeys = requestKeys(incomingMachine.kind);

const path = (code: string) => `/incoming-services/${encodeURIComponent(code)}`;

/**
 * What a change to an incoming may change elsewhere: the member's incomings, and their packages (registering a
 * parcel that already arrived gives its package the incoming's items). `['packages']` is the packages pages' key.
 */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: incomingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['packages'] }),
  ]);
}

/** GET /api/incoming-services?page=&status=: a page of the member's incomings (of one status), newest first. */
export function useIncomingRequests(page: number, status = '') {
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  return useQuery({
    queryKey: incomingKeys.list({ page, status }),
    queryFn: () => apiRequest<IncomingPage>(`/incoming-services?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/incoming-services/{code}: one of the member's incomings with its items and timeline. */
export function useIncomingRequest(code: string) {
  return useQuery({
    queryKey: incomingKeys.detail(code),
    queryFn: () => apiRequest<IncomingRequest>(path(code)),
  });
}

/** What the form sends: the incoming's fields; with a code, the edit of that incoming. */
export type SaveIncomingRequest = { code?: string; body: IncomingRequestInput };

/** POST /api/incoming-services (answers `{ code }`) or PATCH /api/incoming-services/{code} (only in SCIN01). */
export function useSaveIncomingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: SaveIncomingRequest) =>
      apiRequest<{ code: string }>(code ? path(code) : '/incoming-services', {
        method: code ? 'PATCH' : 'POST',
        body: code ? { ...body, code } : body,
      }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** POST /api/incoming-services/{code}/cancel; the cached lists are read again after (a 409 included). */
export function useCancelIncomingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<void>(`${path(code)}/cancel`, { method: 'POST' }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
