import { matchRoutes, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { RouterErrorPage } from '../components/ui/route-error-boundary.tsx';
import type { ContentRouteHandle } from './routes/content-route-config.ts';
import { RootHydrateFallback, RootLayout } from './routes/root-layout.tsx';

/** Blog, events, notices and reviews share one list and one detail module; the handle names the kind. */
const contentRoutes: RouteObject[] = (
  [
    ['posts', 'POST'],
    ['events', 'EVENT'],
    ['notices', 'NOTICE'],
    ['reviews', 'REVIEW'],
  ] as const
).flatMap(([path, contentKind]) => {
  const handle: ContentRouteHandle = { contentKind };
  return [
    { path, handle, lazy: () => import('./routes/content-list.tsx') },
    { path: `${path}/:id`, handle, lazy: () => import('./routes/content-detail.tsx') },
  ];
});

/** A page: its path and its module, loaded when the page is first visited. */
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({ path, lazy });

/** The route under the site frame whose children are the pages: where the member's pages are added. */
const PAGES_ROUTE_ID = 'pages';

/**
 * The pages a visitor reaches (the shop, the catalogue, sign-in and the site's own pages) and the 404. The member's
 * pages and the staff console (`member-routes.tsx`) are added by `patchRoutesOnNavigation` when an address needs
 * them. Every page is its own chunk, loaded when first visited.
 */
export const routes: RouteObject[] = [
  // The payment window's return pages (/payment/success, /payment/failure): public, outside the site frame.
  {
    path: '/payment/:outcome',
    HydrateFallback: LoadingState,
    ErrorBoundary: RouterErrorPage,
    lazy: () => import('./routes/payment-return.tsx'),
  },
  {
    path: '/',
    Component: RootLayout,
    // Shown on a full page load until the page's lazily loaded module is there (React Router needs one).
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouterErrorPage,
    children: [
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouterErrorPage,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          page('login', () => import('./routes/login.tsx')),
          page('signup', () => import('./routes/signup.tsx')),
          { path: 'recovery', element: <Navigate to="/recovery/id" replace /> },
          page('recovery/id', () => import('./routes/recovery-id.tsx')),
          page('recovery/password', () => import('./routes/recovery-password.tsx')),
          page('recovery/change-password', () => import('./routes/change-password.tsx')),
          // The shop and the trending products.
          page('shop-products', () => import('./routes/shop-products.tsx')),
          page('shop-products/:id', () => import('./routes/shop-product-detail.tsx')),
          page('trends', () => import('./routes/trends.tsx')),
          page('trends/:id', () => import('./routes/trend-detail.tsx')),
          // Artists, the marketplace and fansign events.
          page('artists', () => import('./routes/artists.tsx')),
          page('artists/:code', () => import('./routes/artist-detail.tsx')),
          page('bunjang-products', () => import('./routes/bunjang-products.tsx')),
          page('bunjang-products/:pid', () => import('./routes/bunjang-product-detail.tsx')),
          page('fansign-events', () => import('./routes/fansign-events.tsx')),
          page('fansign-events/:id', () => import('./routes/fansign-event-detail.tsx')),
          ...contentRoutes,
          // The help desk and the site's own pages.
          page('help', () => import('./routes/help.tsx')),
          page('price-overview', () => import('./routes/price-overview.tsx')),
          page('service-overview', () => import('./routes/service-overview.tsx')),
          page('terms', () => import('./routes/terms.tsx')),
          page('privacy', () => import('./routes/privacy.tsx')),
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

/**
 * Adds the member's pages and the staff console to the router's table the first time an address is not one of
 * the visitor's pages (this table answers it with its 404): a first load neither downloads nor ranks some seventy
 * routes it does not need (issue 26). Adding them again is a no-op (the router keeps one copy of a route).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (matchRoutes(routes, path)?.at(-1)?.route.path !== '*') return;
  const { memberRoutes } = await import('./member-routes.tsx');
  patch(PAGES_ROUTE_ID, memberRoutes);
};
