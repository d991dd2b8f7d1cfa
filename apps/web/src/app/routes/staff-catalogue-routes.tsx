import type { RouteObject } from 'react-router';

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
    () => import('./staff-shop-products.tsx'),
    () => import('./staff-shop-product-form.tsx'),
  ),
  ...listAndForm(
    'artists',
    () => import('./staff-artists.tsx'),
    () => import('./staff-artist-form.tsx'),
  ),
  ...listAndForm(
    'marketplace',
    () => import('./staff-marketplace.tsx'),
    () => import('./staff-marketplace-form.tsx'),
  ),
  ...listAndForm(
    'fansign-events',
    () => import('./staff-fansign-events.tsx'),
    () => import('./staff-fansign-event-form.tsx'),
  ),
  ...listAndForm(
    'trending-products',
    () => import('./staff-trending-products.tsx'),
    () => import('./staff-trending-product-form.tsx'),
  ),
  ...listAndForm(
    'posts',
    () => import('./staff-posts.tsx'),
    () => import('./staff-post-form.tsx'),
  ),
  { path: 'pages', lazy: () => import('./staff-pages.tsx') },
  { path: 'pages/:slug', lazy: () => import('./staff-page-form.tsx') },
  { path: 'help', lazy: () => import('./staff-help.tsx') },
  { path: 'help/topics/:id', lazy: () => import('./staff-help-topic-form.tsx') },
  { path: 'interest-keywords', lazy: () => import('./staff-interest-keywords.tsx') },
  { path: 'exchange-rates', lazy: () => import('./staff-exchange-rates.tsx') },
  ...listAndForm(
    'rate-cards',
    () => import('./staff-rate-cards.tsx'),
    () => import('./staff-rate-card-form.tsx'),
  ),
];
