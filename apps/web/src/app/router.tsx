import { Navigate, type RouteObject, redirect } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { RouterErrorPage } from '../components/ui/route-error-boundary.tsx';
import type { ContentRouteHandle } from './routes/content-route-config.ts';
import { RootHydrateFallback, RootLayout } from './routes/root-layout.tsx';
import { staffCatalogueRoutes } from './routes/staff-catalogue-routes.tsx';

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

/** Every page is its own chunk, loaded when first visited. */
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
        ErrorBoundary: RouterErrorPage,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'signup', lazy: () => import('./routes/signup.tsx') },
          { path: 'recovery', element: <Navigate to="/recovery/id" replace /> },
          { path: 'recovery/id', lazy: () => import('./routes/recovery-id.tsx') },
          { path: 'recovery/password', lazy: () => import('./routes/recovery-password.tsx') },
          { path: 'recovery/change-password', lazy: () => import('./routes/change-password.tsx') },
          { path: 'interests', lazy: () => import('./routes/interests.tsx') },
          { path: 'profile', lazy: () => import('./routes/profile.tsx') },
          { path: 'profile/credit', lazy: () => import('./routes/profile-credit.tsx') },
          { path: 'profile/application-info/new', lazy: () => import('./routes/application-info-new.tsx') },
          {
            path: 'profile/application-info/edit/:id',
            lazy: () => import('./routes/application-info-edit.tsx'),
          },
          { path: 'addresses/new', lazy: () => import('./routes/address-new.tsx') },
          { path: 'addresses/edit/:id', lazy: () => import('./routes/address-edit.tsx') },
          { path: 'dev/mailbox', lazy: () => import('./routes/dev-mailbox.tsx') },
          { path: 'shop-products', lazy: () => import('./routes/shop-products.tsx') },
          { path: 'shop-products/:id', lazy: () => import('./routes/shop-product-detail.tsx') },
          { path: 'cart', lazy: () => import('./routes/cart.tsx') },
          { path: 'incomings', lazy: () => import('./routes/incomings.tsx') },
          { path: 'incomings/new', lazy: () => import('./routes/incoming-new.tsx') },
          { path: 'incomings/edit/:code', lazy: () => import('./routes/incoming-edit.tsx') },
          { path: 'incomings/:code', lazy: () => import('./routes/incoming-detail.tsx') },
          { path: 'ofm', lazy: () => import('./routes/ofm.tsx') },
          { path: 'ofm/new', lazy: () => import('./routes/ofm-new.tsx') },
          { path: 'ofm/edit/:code', lazy: () => import('./routes/ofm-edit.tsx') },
          { path: 'ofm/:code', lazy: () => import('./routes/ofm-detail.tsx') },
          { path: 'splits', lazy: () => import('./routes/splits.tsx') },
          { path: 'splits/new', lazy: () => import('./routes/split-new.tsx') },
          { path: 'splits/edit/:code', lazy: () => import('./routes/split-edit.tsx') },
          { path: 'splits/:code', lazy: () => import('./routes/split-detail.tsx') },
          { path: 'inclusions', lazy: () => import('./routes/inclusions.tsx') },
          { path: 'inclusions/new', lazy: () => import('./routes/inclusion-new.tsx') },
          { path: 'inclusions/edit/:code', lazy: () => import('./routes/inclusion-edit.tsx') },
          { path: 'inclusions/:code', lazy: () => import('./routes/inclusion-detail.tsx') },
          { path: 'packings', lazy: () => import('./routes/packings.tsx') },
          { path: 'packings/new', lazy: () => import('./routes/packing-new.tsx') },
          { path: 'packings/edit/:code', lazy: () => import('./routes/packing-edit.tsx') },
          { path: 'packings/:code', lazy: () => import('./routes/packing-detail.tsx') },
          { path: 'repackings', lazy: () => import('./routes/repackings.tsx') },
          { path: 'repackings/new', lazy: () => import('./routes/repacking-new.tsx') },
          { path: 'repackings/edit/:code', lazy: () => import('./routes/repacking-edit.tsx') },
          { path: 'repackings/:code', lazy: () => import('./routes/repacking-detail.tsx') },
          { path: 'shippings', lazy: () => import('./routes/shippings.tsx') },
          { path: 'shippings/new', lazy: () => import('./routes/shipping-new.tsx') },
          { path: 'shippings/edit/:code', lazy: () => import('./routes/shipping-edit.tsx') },
          { path: 'shippings/:code', lazy: () => import('./routes/shipping-detail.tsx') },
          { path: 'packages', lazy: () => import('./routes/packages.tsx') },
          { path: 'packages/:code', lazy: () => import('./routes/package-detail.tsx') },
          { path: 'charges', lazy: () => import('./routes/charges.tsx') },
          { path: 'lost-and-found', lazy: () => import('./routes/lost-and-found.tsx') },
          { path: 'invoices', lazy: () => import('./routes/invoices.tsx') },
          { path: 'invoices/:code', lazy: () => import('./routes/invoice-detail.tsx') },
          { path: 'trends', lazy: () => import('./routes/trends.tsx') },
          { path: 'trends/:id', lazy: () => import('./routes/trend-detail.tsx') },
          { path: 'artists', lazy: () => import('./routes/artists.tsx') },
          { path: 'artists/:code', lazy: () => import('./routes/artist-detail.tsx') },
          { path: 'bunjang-products', lazy: () => import('./routes/bunjang-products.tsx') },
          { path: 'bunjang-products/:pid', lazy: () => import('./routes/bunjang-product-detail.tsx') },
          { path: 'fansign-events', lazy: () => import('./routes/fansign-events.tsx') },
          { path: 'fansign-events/:id', lazy: () => import('./routes/fansign-event-detail.tsx') },
          ...contentRoutes,
          { path: 'help', lazy: () => import('./routes/help.tsx') },
          { path: 'price-overview', lazy: () => import('./routes/price-overview.tsx') },
          { path: 'service-overview', lazy: () => import('./routes/service-overview.tsx') },
          { path: 'terms', lazy: () => import('./routes/terms.tsx') },
          { path: 'privacy', lazy: () => import('./routes/privacy.tsx') },
          {
            path: 'staff',
            lazy: () => import('./routes/staff-layout.tsx'),
            children: [
              // A redirect in the navigation itself: the console is never drawn at /staff, so nothing a person
              // does in its first moments (opening the phone's folded navigation) is undone by a late redirect.
              { index: true, loader: () => redirect('/staff/members') },
              { path: 'members', lazy: () => import('./routes/staff-members.tsx') },
              { path: 'members/:code', lazy: () => import('./routes/staff-member-detail.tsx') },
              { path: 'referrals', lazy: () => import('./routes/staff-referrals.tsx') },
              { path: 'roulette', lazy: () => import('./routes/staff-roulette.tsx') },
              { path: 'requests/:kind', lazy: () => import('./routes/staff-requests.tsx') },
              { path: 'requests/:kind/:code', lazy: () => import('./routes/staff-requests.tsx') },
              { path: 'lost-and-found', lazy: () => import('./routes/staff-lost-and-found.tsx') },
              { path: 'warehouse/intake', lazy: () => import('./routes/staff-intake.tsx') },
              { path: 'splits', lazy: () => import('./routes/splits.tsx') },
              { path: 'splits/new', lazy: () => import('./routes/split-new.tsx') },
              { path: 'splits/edit/:code', lazy: () => import('./routes/split-edit.tsx') },
              { path: 'splits/:code', lazy: () => import('./routes/split-detail.tsx') },
              { path: 'packages', lazy: () => import('./routes/staff-packages.tsx') },
              { path: 'packages/:code', lazy: () => import('./routes/staff-package-detail.tsx') },
              ...staffCatalogueRoutes,
              { path: '*', lazy: () => import('./routes/not-found.tsx') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];
