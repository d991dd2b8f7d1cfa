/**
 * The pages a visitor opens without signing in, each with the route module the router loads lazily for it.
 * The build turns this list into `route-preloads.json` (the chunks and styles of each page, which the server
 * announces with `modulepreload` in the page's HTML, decision 010), and the first-load budget test holds
 * each page's first-visit JavaScript under its budget. Member-only pages (profile, addresses, cart) and the
 * staff console are not listed: a visitor never downloads them on a first visit.
 */
export type PublicRoute = { path: string; module: string };

const content = (kind: string): PublicRoute[] => [
  { path: `/${kind}`, module: 'src/app/routes/content-list.tsx' },
  { path: `/${kind}/:id`, module: 'src/app/routes/content-detail.tsx' },
];

export const publicRoutes: PublicRoute[] = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/login', module: 'src/app/routes/login.tsx' },
  { path: '/signup', module: 'src/app/routes/signup.tsx' },
  { path: '/recovery/id', module: 'src/app/routes/recovery-id.tsx' },
  { path: '/recovery/password', module: 'src/app/routes/recovery-password.tsx' },
  { path: '/recovery/change-password', module: 'src/app/routes/change-password.tsx' },
  { path: '/shop-products', module: 'src/app/routes/shop-products.tsx' },
  { path: '/shop-products/:id', module: 'src/app/routes/shop-product-detail.tsx' },
  { path: '/trends', module: 'src/app/routes/trends.tsx' },
  { path: '/trends/:id', module: 'src/app/routes/trend-detail.tsx' },
  { path: '/artists', module: 'src/app/routes/artists.tsx' },
  { path: '/artists/:code', module: 'src/app/routes/artist-detail.tsx' },
  { path: '/bunjang-products', module: 'src/app/routes/bunjang-products.tsx' },
  { path: '/bunjang-products/:pid', module: 'src/app/routes/bunjang-product-detail.tsx' },
  { path: '/fansign-events', module: 'src/app/routes/fansign-events.tsx' },
  { path: '/fansign-events/:id', module: 'src/app/routes/fansign-event-detail.tsx' },
  ...content('posts'),
  ...content('events'),
  ...content('notices'),
  ...content('reviews'),
  { path: '/help', module: 'src/app/routes/help.tsx' },
  { path: '/price-overview', module: 'src/app/routes/price-overview.tsx' },
  { path: '/service-overview', module: 'src/app/routes/service-overview.tsx' },
];

/** First-visit JavaScript budget of a public page, in KB of gzip (issue 8). */
export const FIRST_VISIT_JS_BUDGET_KB = 150;

/**
 * The app's entry (the chunks every page loads), in KB of gzip (issue 26): a ratchet, lowered as code leaves
 * it, so what every page carries cannot grow back unnoticed. The aim is 120 KB.
 */
export const ENTRY_JS_BUDGET_KB = 108;
