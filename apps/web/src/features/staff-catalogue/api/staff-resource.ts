import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One page of a staff list, whatever paging shape the route answers. */
export type StaffPage<Row> = { items: Row[]; nextCursor: string | null };

/** Reads one page of a staff list for the filters and cursor. */
type PageReader<Row> = (filters: Record<string, string>, cursor: string | null) => Promise<StaffPage<Row>>;

/** How the staff screens of one area reach its API. */
export type StaffResourceConfig<Row, Item> = {
  /** Names the area in query keys ('shop-products'). */
  name: string;
  /** Collection path under /api; `/staff/{name}` unless given. */
  path?: string;
  /** Verb that replaces a record; PUT unless given. */
  updateMethod?: 'PUT' | 'PATCH';
  /** How GET path answers the list (see the readers below), or a reader of the area's own. */
  readPage: 'slice' | 'cursor' | 'array' | PageReader<Row>;
  /** Reads one record when the route has no GET by id (defaults to GET path/id). */
  readRecord?: (id: string) => Promise<Item>;
  /** Public query keys that show the same data and go stale on a change. */
  publicKeys?: QueryKey[];
  /** Unused marker so the record type flows through the helpers. */
  record?: Item;
};

type SliceAnswer<Row> = { content: (Row & { sliceCursor: string })[]; last: boolean };
type CursorAnswer<Row> = { data: Row[]; hasNext: boolean; nextCursor: string | null };

function queryString(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads a {content, last} slice list with `sliceCursor` paging. */
function sliceReader<Row>(path: string): PageReader<Row> {
  return async (filters, cursor) => {
    const answer = await apiRequest<SliceAnswer<Row>>(
      `${path}${queryString({ ...filters, sliceCursor: cursor })}`,
    );
    return {
      items: answer.content,
      nextCursor: answer.last ? null : (answer.content.at(-1)?.sliceCursor ?? null),
    };
  };
}

/** Reads a {data, hasNext, nextCursor} list with `cursor` paging. */
function cursorReader<Row>(path: string): PageReader<Row> {
  return async (filters, cursor) => {
    const answer = await apiRequest<CursorAnswer<Row>>(`${path}${queryString({ ...filters, cursor })}`);
    return { items: answer.data, nextCursor: answer.hasNext ? answer.nextCursor : null };
  };
}

/** Reads a list answered whole as an array. */
function arrayReader<Row>(path: string): PageReader<Row> {
  return async (filters) => ({
    items: await apiRequest<Row[]>(`${path}${queryString(filters)}`),
    nextCursor: null,
  });
}

const readers = { slice: sliceReader, cursor: cursorReader, array: arrayReader };

/** A record of a list read whole, by id, or the 404 the route would have answered ('This rate card no longer exists.'). */
export function findRecord<Item extends { id: string | number }>(
  items: Item[],
  id: string,
  gone: string,
): Item {
  const found = items.find((item) => String(item.id) === id);
  if (!found) throw new ApiError(404, 'NOT_FOUND', gone);
  return found;
}

/** One staff area: its config (defaults filled in) plus the query keys and paths the hooks below use. */
export function createStaffResource<Row, Item>(settings: StaffResourceConfig<Row, Item>) {
  const path = settings.path ?? `/staff/${settings.name}`;
  const { readPage } = settings;
  const config = {
    ...settings,
    path,
    updateMethod: settings.updateMethod ?? 'PUT',
    readPage: typeof readPage === 'string' ? readers[readPage]<Row>(path) : readPage,
  };
  return {
    config,
    listKey: (filters: Record<string, string> = {}) =>
      queryKeys.staffCatalogue.list({ resource: config.name, ...filters }),
    recordKey: (id: string) => queryKeys.staffCatalogue.detail(`${config.name}:${id}`),
    recordPath: (id: string | number) => `${config.path}/${encodeURIComponent(String(id))}`,
  };
}

export type StaffResource<Row, Item> = ReturnType<typeof createStaffResource<Row, Item>>;
// biome-ignore lint/suspicious/noExplicitAny: any area's resource; the hooks below keep the types per call
type AnyResource = StaffResource<any, any>;

/** Marks an area's lists, the staff records and the public pages showing the same data as stale. */
export function useStaffInvalidate(resource: AnyResource) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: resource.listKey() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.staffCatalogue.details() });
    for (const key of resource.config.publicKeys ?? [])
      await queryClient.invalidateQueries({ queryKey: key });
  };
}

/** An area's list for the filters, page by page. */
export function useStaffList<Row, Item>(
  resource: StaffResource<Row, Item>,
  filters: Record<string, string> = {},
) {
  return useInfiniteQuery<StaffPage<Row>, Error, InfiniteData<StaffPage<Row>>, QueryKey, string | null>({
    queryKey: resource.listKey(filters),
    queryFn: ({ pageParam }) => resource.config.readPage(filters, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    // While a new search loads, the rows of the last one stay (dimmed), so an open dialog is not torn down.
    placeholderData: keepPreviousData,
  });
}

/** One record to edit (not fetched while creating, when id is undefined). */
export function useStaffRecord<Row, Item>(resource: StaffResource<Row, Item>, id: string | undefined) {
  const { config } = resource;
  return useQuery({
    queryKey: resource.recordKey(id ?? ''),
    queryFn: () =>
      config.readRecord ? config.readRecord(id ?? '') : apiRequest<Item>(resource.recordPath(id ?? '')),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Creates (POST, no id) or replaces (the area's verb) a record. */
export function useStaffSaveMutation<Body>(resource: AnyResource) {
  const invalidate = useStaffInvalidate(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | number; body: Body }) =>
      id === undefined
        ? apiRequest<unknown>(resource.config.path, { method: 'POST', body })
        : apiRequest<unknown>(resource.recordPath(id), { method: resource.config.updateMethod, body }),
    onSuccess: invalidate,
  });
}

/** Deletes a record by id. */
export function useStaffRemove(resource: AnyResource) {
  const invalidate = useStaffInvalidate(resource);
  return useMutation({
    mutationFn: (id: string | number) => apiRequest<void>(resource.recordPath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
