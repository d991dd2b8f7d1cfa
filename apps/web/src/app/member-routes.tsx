import { Navigate } from 'react-router';
import { type LoadPage, lazyPage, type PageRoute, page } from './page-modules.tsx';

const notFound = page('*', () => import('./routes/not-found.tsx'));

/** A list screen and its create/edit screen ('new' or an id) under one path. */
function listAndForm(path: string, list: LoadPage, form: LoadPage): PageRoute[] {
  return [page(path, list), page(`${path}/:id`, form)];
}

/** The staff catalogue, content and settings screens of issue 3, each its own lazily loaded chunk. */
export const staffCatalogueRoutes: PageRoute[] = [
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
  page('pages', () => import('./routes/staff-pages.tsx')),
  page('pages/:slug', () => import('./routes/staff-page-form.tsx')),
  page('help', () => import('./routes/staff-help.tsx')),
  page('help/topics/:id', () => import('./routes/staff-help-topic-form.tsx')),
  page('interest-keywords', () => import('./routes/staff-interest-keywords.tsx')),
  page('exchange-rates', () => import('./routes/staff-exchange-rates.tsx')),
  ...listAndForm(
    'rate-cards',
    () => import('./routes/staff-rate-cards.tsx'),
    () => import('./routes/staff-rate-card-form.tsx'),
  ),
];

/** The split requests' screens: the member's, and the same screens in the staff console. */
const splitRoutes: PageRoute[] = [
  page('splits', () => import('./routes/splits.tsx')),
  page('splits/new', () => import('./routes/split-new.tsx')),
  page('splits/edit/:code', () => import('./routes/split-edit.tsx')),
  page('splits/:code', () => import('./routes/split-detail.tsx')),
];

/**
 * The member's own pages and the staff console: loaded when an address first needs them (the catch-all route in
 * router.tsx), so a visitor's first load neither downloads nor ranks them (issue 26).
 * Every page is its own chunk, loaded when first visited.
 */
export const memberRoutes: PageRoute[] = [
  page('interests', () => import('./routes/interests.tsx')),
  page('profile', () => import('./routes/profile.tsx')),
  page('profile/credit', () => import('./routes/profile-credit.tsx')),
  page('profile/application-info/new', () => import('./routes/application-info-new.tsx')),
  page('profile/application-info/edit/:id', () => import('./routes/application-info-edit.tsx')),
  page('addresses/new', () => import('./routes/address-new.tsx')),
  page('addresses/edit/:id', () => import('./routes/address-edit.tsx')),
  page('dev/mailbox', () => import('./routes/dev-mailbox.tsx')),
  page('cart', () => import('./routes/cart.tsx')),
  page('incomings', () => import('./routes/incomings.tsx')),
  page('incomings/new', () => import('./routes/incoming-new.tsx')),
  page('incomings/edit/:code', () => import('./routes/incoming-edit.tsx')),
  page('incomings/:code', () => import('./routes/incoming-detail.tsx')),
  page('ofm', () => import('./routes/ofm.tsx')),
  page('ofm/new', () => import('./routes/ofm-new.tsx')),
  page('ofm/edit/:code', () => import('./routes/ofm-edit.tsx')),
  page('ofm/:code', () => import('./routes/ofm-detail.tsx')),
  ...splitRoutes,
  page('inclusions', () => import('./routes/inclusions.tsx')),
  page('inclusions/new', () => import('./routes/inclusion-new.tsx')),
  page('inclusions/edit/:code', () => import('./routes/inclusion-edit.tsx')),
  page('inclusions/:code', () => import('./routes/inclusion-detail.tsx')),
  page('packings', () => import('./routes/packings.tsx')),
  page('packings/new', () => import('./routes/packing-new.tsx')),
  page('packings/edit/:code', () => import('./routes/packing-edit.tsx')),
  page('packings/:code', () => import('./routes/packing-detail.tsx')),
  page('repackings', () => import('./routes/repackings.tsx')),
  page('repackings/new', () => import('./routes/repacking-new.tsx')),
  page('repackings/edit/:code', () => import('./routes/repacking-edit.tsx')),
  page('repackings/:code', () => import('./routes/repacking-detail.tsx')),
  page('shippings', () => import('./routes/shippings.tsx')),
  page('shippings/new', () => import('./routes/shipping-new.tsx')),
  page('shippings/edit/:code', () => import('./routes/shipping-edit.tsx')),
  page('shippings/:code', () => import('./routes/shipping-detail.tsx')),
  page('packages', () => import('./routes/packages.tsx')),
  page('packages/:code', () => import('./routes/package-detail.tsx')),
  page('charges', () => import('./routes/charges.tsx')),
  page('lost-and-found', () => import('./routes/lost-and-found.tsx')),
  page('invoices', () => import('./routes/invoices.tsx')),
  page('invoices/:code', () => import('./routes/invoice-detail.tsx')),
  // The console's start is its members list. The redirect is a route of its own, ranked before the console's (the
  // same path, listed first): the console is never drawn at /staff, so nothing a person does in its first moments
  // (opening the phone's folded navigation) is undone by a late redirect.
  { path: 'staff', element: <Navigate to="/staff/members" replace /> },
  {
    path: 'staff',
    ...lazyPage(() => import('./routes/staff-layout.tsx')),
    children: [
      page('members', () => import('./routes/staff-members.tsx')),
      page('members/:code', () => import('./routes/staff-member-detail.tsx')),
      page('referrals', () => import('./routes/staff-referrals.tsx')),
      page('roulette', () => import('./routes/staff-roulette.tsx')),
      page('requests/:kind', () => import('./routes/staff-requests.tsx')),
      page('requests/:kind/:code', () => import('./routes/staff-requests.tsx')),
      page('lost-and-found', () => import('./routes/staff-lost-and-found.tsx')),
      page('warehouse/intake', () => import('./routes/staff-intake.tsx')),
      ...splitRoutes,
      page('packages', () => import('./routes/staff-packages.tsx')),
      page('packages/:code', () => import('./routes/staff-package-detail.tsx')),
      ...staffCatalogueRoutes,
      notFound,
    ],
  },
];

/** The member's table as the app's catch-all route draws it (router.tsx): any other address is the 404 page. */
export const routes: PageRoute[] = [...memberRoutes, notFound];
