import type { PostKind } from '@fanship/domain/catalogue/catalogue-constants';
import { createContext, useContext } from 'react';
import { type ContentKindConfig, contentKinds } from '../../features/content/index.ts';

/** The kind of content a /posts, /events, /notices or /reviews route shows, set by its route (router.tsx). */
export const ContentKindContext = createContext<PostKind>('POST');

/** The content configuration of the kind the route names (blog posts otherwise). */
export function useContentConfig(): ContentKindConfig {
  return contentKinds[useContext(ContentKindContext)];
}
