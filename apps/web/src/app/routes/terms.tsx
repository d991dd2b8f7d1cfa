import { SitePageView } from '../../features/site-pages/components/site-page-view.tsx';

export function Component() {
  return <SitePageView slug="terms" />;
}
