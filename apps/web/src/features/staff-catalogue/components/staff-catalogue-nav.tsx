import { NavLink as MantineNavLink } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../auth/index.ts';

/** The staff console's catalogue, content and (admin only) settings screens. */
export const staffCatalogueNav = [
  { to: '/staff/shop-products', label: 'Shop products', section: 'Catalogue' },
  { to: '/staff/artists', label: 'Artists', section: 'Catalogue' },
  { to: '/staff/marketplace', label: 'Marketplace', section: 'Catalogue' },
  { to: '/staff/fansign-events', label: 'Fansign events', section: 'Catalogue' },
  { to: '/staff/trending-products', label: 'Trending products', section: 'Catalogue' },
  { to: '/staff/posts', label: 'Posts', section: 'Content' },
  { to: '/staff/help', label: 'Help', section: 'Content' },
  { to: '/staff/pages', label: 'Pages', section: 'Content' },
  { to: '/staff/interest-keywords', label: 'Interest keywords', section: 'Content' },
  { to: '/staff/exchange-rates', label: 'Exchange rates', section: 'Settings', adminOnly: true },
  { to: '/staff/rate-cards', label: 'Rate cards', section: 'Settings', adminOnly: true },
] as const;

/** Side-navigation entries of the catalogue screens in collapsible sections (closed on phones unless the page is in them); settings only for admins. */
export function StaffCatalogueNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const isAdmin = session.data?.member?.role === 'admin';
  const entries = staffCatalogueNav.filter((entry) => !('adminOnly' in entry) || isAdmin);
  const sections = [...new Set(entries.map((entry) => entry.section))];
  return sections.map((section) => {
    const inSection = entries.filter((entry) => entry.section === section);
    const isCurrent = inSection.some((entry) => pathname.startsWith(entry.to));
    return (
      <MantineNavLink
        key={`${section}-${isWide}`}
        label={section}
        defaultOpened={isWide || isCurrent}
        childrenOffset="sm"
        fw={700}
      >
        {inSection.map((entry) => (
          <MantineNavLink key={entry.to} component={NavLink} to={entry.to} label={entry.label} fw={400} />
        ))}
      </MantineNavLink>
    );
  });
}
