import type { PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import type { PostDetail, PostSlice } from '@fanship/domain/catalogue/posts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/posts?kind=&category=&sliceCursor=: one slice of a kind of content. */
export function getPosts(kind: PostKind, category: string, sliceCursor: string | null): Promise<PostSlice> {
  const params = new URLSearchParams({ kind });
  if (category) params.set('category', category);
  if (sliceCursor) params.set('sliceCursor', sliceCursor);
  return apiRequest<PostSlice>(`/posts?${params.toString()}`);
}

export function usePosts(kind: PostKind, category: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.posts.list({ kind, category }),
    queryFn: ({ pageParam }) => getPosts(kind, category, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (slice) => (slice.last ? undefined : slice.content.at(-1)?.sliceCursor),
  });
}

/** GET /api/posts/{id}: the post with its content HTML (reading it counts a view). */
export function getPost(id: string): Promise<PostDetail> {
  return apiRequest<PostDetail>(`/posts/${encodeURIComponent(id)}`);
}

export function usePost(id: string) {
  return useQuery({ queryKey: queryKeys.posts.detail(id), queryFn: () => getPost(id) });
}
