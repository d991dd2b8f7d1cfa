import type { PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import { useMatches } from 'react-router';
import { type ContentKindConfig, contentKinds } from '../../features/content/index.ts';

/** Route handle naming the kind of content a /posts, /events, /notices or /reviews route shows. */
export type ContentRouteHandle = { contentKind: PostKind };

/** The content configuration of the deepest route that names a kind (blog posts otherwise). */
export function useContentConfig(): ContentKindConfig {
  const matches = useMatches();
  const handle = matches.findLast((match) => (match.handle as ContentRouteHandle | undefined)?.contentKind)
    ?.handle as ContentRouteHandle | undefined;
  return contentKinds[handle?.contentKind ?? 'POST'];
}
