import { use } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { loadedModule, loadOnce } from '../lib/load-once.ts';
import { type LoadTable, lazyPage, type PageRoute, page } from './page-modules.tsx';
import { ContentKindContext } from './routes/content-route-config.ts';
import { PaymentReturnLayout, RootLayout } from './routes/root-layout.tsx';

/** Blog, events, notices and reviews share one list and one detail module; the route names the kind. */
const contentRoutes: PageRoute[] = (
  [
    ['posts', 'POST'],
    ['events', 'EVENT'],
    ['notices', 'NOTICE'],
    ['reviews', 'REVIEW'],
  ] as const
).flatMap(([path, contentKind]) =>
  [
    page(path, () => import('./routes/content-list.tsx')),
    page(`${path}/:id`, () => import('./routes/content-detail.tsx')),
  ].map((route) => ({
    ...route,
    element: <ContentKindContext value={contentKind}>{route.element}</ContentKindContext>,
  })),
);

/** Draws the routes of a table loaded when an address first needs it, matched against the rest of the address. */
function LoadedTable({ load }: { load: LoadTable }) {
  const { routes } = loadedModule(load) ?? use(loadOnce(load));
  return useRoutes(routes);
}

/** A catch-all route drawing the table `load`. */
function table(load: LoadTable): PageRoute {
  return { path: '*', loadTable: load, element: <LoadedTable load={load} /> };
}

/**
 * The pages a visitor reaches (the shop, the catalogue, sign-in and the site's own pages). Any other address goes
 * to the member's table (`member-routes.tsx`: the member's pages, the staff console and the 404), loaded the first
 * time an address needs it: a first load neither downloads nor ranks some seventy routes it does not need
 * (issue 26). Every page is its own chunk, loaded when first visited.
 */
export const routes: PageRoute[] = [
  // The payment window's return pages (/payment/success, /payment/failure): public, outside the site frame.
  {
    path: '/payment',
    element: <PaymentReturnLayout />,
    children: [page(':outcome', () => import('./routes/payment-return.tsx'))],
  },
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...lazyPage(() => import('./routes/home.tsx')) },
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
      table(() => import('./member-routes.tsx')),
    ],
  },
];

/** The app's pages for the current address (inside a router: the browser's `AppRouter`, or a static one). */
export function AppRoutes() {
  return useRoutes(routes);
}
