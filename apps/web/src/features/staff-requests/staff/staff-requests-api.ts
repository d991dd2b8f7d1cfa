import type { HistoryEntry, StaffCancelInput, StaffQueue } from '@fanship/domain/requests/request-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the staff detail of every kind carries; each kind adds its own fields. */
export type StaffRequestDetail = {
  code: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  member: { code: string; name: string; email: string };
  /** The moves staff may make now, from the kind's status table. */
  actions: { to: string; action: string }[];
  history: HistoryEntry[];
};

export type StaffQueueFilters = {
  status?: string;
  search?: string;
  sort?: string;
  type?: string;
  page: number;
};

const base = (kind: string) => `/staff/requests/${encodeURIComponent(kind)}`;

/** GET /api/staff/requests/{kind}?status=&search=&type=&sort=&page=: the queue of one kind, with its counts per status. */
export function useStaffQueue(kind: string, filters: StaffQueueFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.type) params.set('type', filters.type);
  return useQuery({
    queryKey: queryKeys.staffRequests.list({ kind, ...filters }),
    queryFn: () => apiRequest<StaffQueue>(`${base(kind)}?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/requests/{kind}/{code}: one request with its member, history and allowed moves. */
export function useStaffRequest<Detail extends StaffRequestDetail>(kind: string, code: string) {
  return useQuery({
    queryKey: queryKeys.staffRequests.detail(`${kind}/${code}`),
    queryFn: () => apiRequest<Detail>(`${base(kind)}/${encodeURIComponent(code)}`),
  });
}

/** POST /api/staff/requests/{kind}/{code}/cancel with the reason; the queue and the request are read again. */
export function useStaffCancelRequest(kind: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCancelInput) =>
      apiRequest<void>(`${base(kind)}/${encodeURIComponent(code)}/cancel`, { method: 'POST', body }),
    // A 409 (someone moved it first) also refreshes, so the page shows where the request is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffRequests.all }),
  });
}

/**
 * One step staff take on a request beyond the generic moves (`POST /api/staff/{path}`, e.g. `ofm/{code}/purchase`,
 * `orders/{code}/confirm-deposit`): the answer is the request as the staff page shows it, put in the cache at
 * once; success or failure (a 409: someone moved it first), the queue and the request are read again so the page
 * shows where the request is now.
 */
export function useStaffRequestStep<Body, Detail>(kind: string, code: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Detail>(`/staff/${path}`, { method: 'POST', body }),
    onSuccess: (request) =>
      queryClient.setQueryData(queryKeys.staffRequests.detail(`${kind}/${code}`), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffRequests.all }),
  });
}
