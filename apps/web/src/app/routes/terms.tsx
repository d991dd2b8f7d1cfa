import { SitePageView } from '../../features/site-pages/index.ts';

export function Component() {
  return <SitePageView slug="terms" />;
}
