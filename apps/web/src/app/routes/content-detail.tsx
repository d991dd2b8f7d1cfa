import { useParams } from 'react-router';
import { PostDetail } from '../../features/content/index.ts';
import { useContentConfig } from './content-route-config.ts';

/** /posts/{id}, /events/{id}, /notices/{id} and /reviews/{id}: one detail, configured by the route. */
export function Component() {
  const config = useContentConfig();
  const { id = '' } = useParams();
  return <PostDetail key={`${config.kind}-${id}`} config={config} id={id} />;
}
