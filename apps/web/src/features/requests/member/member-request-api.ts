import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';

type MemberRequestApiOptions = {
  /** The kind's name ('split'): its query keys are `requestKeys(kind)`. */
  kind: string;
  /** The member API's collection ('/split-services'). */
  path: string;
  /** What else a change may change (the packages a request holds): read again after every save and cancel. */
  alsoRefresh?: readonly QueryKey[];
  /** What the create's path adds to `path` (packing and shipping create at `POST /packing-services/request`). */
  createPath?: `/${string}`;
  /** How the kind cancels: `POST {path}/{code}/cancel` (the default) or `DELETE {path}/{code}` (packing, repacking). */
  cancelBy?: 'POST' | 'DELETE';
};

/** What a kind's form sends: its body; with a code, the edit of that request (PATCH). */
export type SaveMemberRequest<Input> = { code?: string; body: Input };

/**
 * A request kind's member calls on the scaffold's routes, written once: `GET {path}?page=&status=` (a page of the
 * member's requests, newest first), `GET {path}/{code}`, `POST {path}` or `PATCH {path}/{code}` (answers
 * `{ code }`) and `POST {path}/{code}/cancel`, with `createPath` and `cancelBy` as the server kind has them. After a
 * save or a cancel (a refused one included: it shows where the request is now) the kind's lists and pages and
 * `alsoRefresh` are read again.
 */
export function memberRequestApi<Page, Detail, Input>({
  kind,
  path,
  alsoRefresh = [],
  createPath,
  cancelBy = 'POST',
}: MemberRequestApiOptions) {
  const keys = requestKeys(kind);
  const one = (code: string) => `${path}/${encodeURIComponent(code)}`;
  const refresh = (queryClient: QueryClient) =>
    Promise.all([keys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    keys,
    useList(page: number, status = '') {
      const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
      return useQuery({
        queryKey: keys.list({ page, status }),
        queryFn: () => apiRequest<Page>(`${path}?${query}`),
        placeholderData: keepPreviousData,
      });
    },
    useDetail(code: string) {
      return useQuery({ queryKey: keys.detail(code), queryFn: () => apiRequest<Detail>(one(code)) });
    },
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ code, body }: SaveMemberRequest<Input>) =>
          apiRequest<{ code: string }>(code ? one(code) : `${path}${createPath ?? ''}`, {
            method: code ? 'PATCH' : 'POST',
            body: code ? { ...body, code } : body,
          }),
        onSuccess: () => refresh(queryClient),
      });
    },
    useCancel() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (code: string) =>
          cancelBy === 'DELETE'
            ? apiRequest<void>(one(code), { method: 'DELETE' })
            : apiRequest<void>(`${one(code)}/cancel`, { method: 'POST' }),
        onSettled: () => refresh(queryClient),
      });
    },
  };
}
