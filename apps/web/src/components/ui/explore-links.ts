/** A link of a header menu; `section` heads a group of links in the menu (and in the phone menu). */
export type ShellLink = { label: string; to: string; section?: string };

/**
 * Artists, second-hand, fansign, content, help and pricing: a 'More' menu on desktop, listed in the phone
 * menu.
 */
export const exploreLinks: ShellLink[] = [
  { label: 'Artists', to: '/artists' },
  { label: 'Marketplace', to: '/bunjang-products' },
  { label: 'Fansign', to: '/fansign-events' },
  { label: 'Blog', to: '/posts' },
  { label: 'Events', to: '/events' },
  { label: 'Notices', to: '/notices' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Help', to: '/help' },
  { label: 'Pricing', to: '/price-overview' },
  { label: 'Our services', to: '/service-overview' },
];
