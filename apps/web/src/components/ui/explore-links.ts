/** Artists, second-hand, fansign, content and pricing: a 'More' menu on desktop, listed in the phone menu. */
export const exploreLinks: { label: string; to: string }[] = [
  { label: 'Artists', to: '/artists' },
  { label: 'Marketplace', to: '/bunjang-products' },
  { label: 'Fansign', to: '/fansign-events' },
  { label: 'Blog', to: '/posts' },
  { label: 'Help', to: '/help' },
  { label: 'Pricing', to: '/price-overview' },
];
