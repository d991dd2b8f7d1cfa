import { PostList } from '../../features/content/index.ts';
import { useContentConfig } from './content-route-config.ts';

/** /posts, /events, /notices and /reviews: one list, configured by the route's content kind. */
export function Component() {
  const config = useContentConfig();
  return <PostList key={config.kind} config={config} />;
}
