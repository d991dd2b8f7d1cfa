import { type RouteObject, redirect } from 'react-router';

/** A list screen and its create/edit screen ('new' or an id) under one path. */
function listAndForm(path: string, list: RouteObject['lazy'], form: RouteObject['lazy']): RouteObject[] {
  return [
    { path, lazy: list },
    { path: `${path}/:id`, lazy: form },
  ];
}

/** The staff catalogue, content and settings screens of issue 3, each its own lazily loaded chunk. */
export const staffCatalogueRoutes: RouteObject[] = [
  ...listAndForm(
    'shop-products',
    () => import('./routes/staff-shop-products.tsx'),
    () => import('./routes/staff-shop-product-form.tsx'),
  ),
  ...listAndForm(
    'artists',
    () => import('./routes/staff-artists.tsx'),
    () => import('./routes/staff-artist-form.tsx'),
  ),
  ...listAndForm(
    'marketplace',
    () => import('./routes/staff-marketplace.tsx'),
    () => import('./routes/staff-marketplace-form.tsx'),
  ),
  ...listAndForm(
    'fansign-events',
    () => import('./routes/staff-fansign-events.tsx'),
    () => import('./routes/staff-fansign-event-form.tsx'),
  ),
  ...listAndForm(
    'trending-products',
    () => import('./routes/staff-trending-products.tsx'),
    () => import('./routes/staff-trending-product-form.tsx'),
  ),
  ...listAndForm(
    'posts',
    () => import('./routes/staff-posts.tsx'),
    () => import('./routes/staff-post-form.tsx'),
  ),
  { path: 'pages', lazy: () => import('./routes/staff-pages.tsx') },
  { path: 'pages/:slug', lazy: () => import('./routes/staff-page-form.tsx') },
  { path: 'help', lazy: () => import('./routes/staff-help.tsx') },
  { path: 'help/topics/:id', lazy: () => import('./routes/staff-help-topic-form.tsx') },
  { path: 'interest-keywords', lazy: () => import('./routes/staff-interest-keywords.tsx') },
  { path: 'exchange-rates', lazy: () => import('./routes/staff-exchange-rates.tsx') },
  ...listAndForm(
    'rate-cards',
    () => import('./routes/staff-rate-cards.tsx'),
    () => import('./routes/staff-rate-card-form.tsx'),
  ),
];

/** The split requests' screens: the member's, and the same screens in the staff console. */
const splitRoutes: RouteObject[] = [
  { path: 'splits', lazy: () => import('./routes/splits.tsx') },
  { path: 'splits/new', lazy: () => import('./routes/split-new.tsx') },
  { path: 'splits/edit/:code', lazy: () => import('./routes/split-edit.tsx') },
  { path: 'splits/:code', lazy: () => import('./routes/split-detail.tsx') },
];

/**
 * The member's own pages and the staff console: added to the router's table when an address first needs them
 * (`patchRoutesOnNavigation` in router.tsx), so a visitor's first load neither downloads nor ranks them (issue 26).
 * Every page is its own chunk, loaded when first visited.
 */
export const memberRoutes: RouteObject[] = [
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
  { path: 'cart', lazy: () => import('./routes/cart.tsx') },
  { path: 'incomings', lazy: () => import('./routes/incomings.tsx') },
  { path: 'incomings/new', lazy: () => import('./routes/incoming-new.tsx') },
  { path: 'incomings/edit/:code', lazy: () => import('./routes/incoming-edit.tsx') },
  { path: 'incomings/:code', lazy: () => import('./routes/incoming-detail.tsx') },
  { path: 'ofm', lazy: () => import('./routes/ofm.tsx') },
  { path: 'ofm/new', lazy: () => import('./routes/ofm-new.tsx') },
  { path: 'ofm/edit/:code', lazy: () => import('./routes/ofm-edit.tsx') },
  { path: 'ofm/:code', lazy: () => import('./routes/ofm-detail.tsx') },
  ...splitRoutes,
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
      ...splitRoutes,
      { path: 'packages', lazy: () => import('./routes/staff-packages.tsx') },
      { path: 'packages/:code', lazy: () => import('./routes/staff-package-detail.tsx') },
      ...staffCatalogueRoutes,
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
