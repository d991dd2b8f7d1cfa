/** Query-key factories, one per domain: all / lists / list(filters) / details / detail(id). */
function keysFor<const Domain extends string>(domain: Domain) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: (filters: Record<string, unknown> = {}) => [domain, 'list', filters] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string | number) => [domain, 'detail', String(id)] as const,
  };
}

export const queryKeys = {
  session: { all: ['session'] as const },
  addresses: keysFor('addresses'),
  applicationInfos: keysFor('application-infos'),
  mailbox: keysFor('mailbox'),
  staffMembers: keysFor('staff-members'),
  artists: keysFor('artists'),
  marketplace: keysFor('marketplace'),
  fansignEvents: keysFor('fansign-events'),
  posts: keysFor('posts'),
  help: keysFor('help'),
  shippingRates: keysFor('shipping-rates'),
  shopProducts: keysFor('shop-products'),
  cart: keysFor('cart'),
  packages: keysFor('packages'),
  charges: keysFor('charges'),
  orders: keysFor('orders'),
  trendingProducts: keysFor('trending-products'),
  staffCatalogue: keysFor('staff-catalogue'),
  staffRequests: keysFor('staff-requests'),
  lostAndFound: keysFor('lost-and-found'),
  staffPackages: keysFor('staff-packages'),
  intakeLookup: keysFor('intake-lookup'),
  intakeShift: keysFor('intake-shift'),
  sitePages: keysFor('site-pages'),
  interestKeywords: keysFor('interest-keywords'),
};

/**
 * A request kind's member query keys (its list and its requests), by the kind's name ('ofm', 'incoming'): the kind
 * names its own, so a new kind adds nothing here. The staff console's are `queryKeys.staffRequests`.
 */
export function requestKeys(kind: string) {
  return keysFor(kind);
}
