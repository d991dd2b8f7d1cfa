import { PostList } from '../../features/content/components/post-list.tsx';
import { useContentConfig } from './content-route-config.ts';

/** /posts, /events, /notices and /reviews: one list, configured by the route's content kind. */
export function Component() {
  const config = useContentConfig();
  return <PostList key={config.kind} config={config} />;
}
