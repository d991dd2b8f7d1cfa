import { Box, Button, Card, Collapse, Group, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { StaffCatalogueNav } from '../../staff-catalogue/index.ts';
import type { StaffNavSection } from '../../staff-requests/index.ts';
import { StaffHeader } from './staff-header.tsx';

/**
 * One heading of the request kinds' navigation with its links. A link marks itself current by its path, or by the
 * kind's own rule (the orders queue and its deposits shortcut share a path), so only one is current at a time.
 */
function KindsNavSection({ section }: { section: StaffNavSection }) {
  const { pathname, search } = useLocation();
  return (
    <MantineNavLink label={section.section} defaultOpened childrenOffset="sm" fw={700}>
      {section.links.map((link) => {
        if (!link.isCurrent)
          return (
            <MantineNavLink key={link.to} component={NavLink} to={link.to} label={link.label} fw={400} />
          );
        const isCurrent = link.isCurrent({ pathname, search });
        return (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            fw={400}
            active={isCurrent}
            aria-current={isCurrent ? 'page' : undefined}
          />
        );
      })}
    </MantineNavLink>
  );
}

function StaffNav({ requestNav }: { requestNav: readonly StaffNavSection[] }) {
  return (
    <nav aria-label="Staff">
      <MantineNavLink component={NavLink} to="/staff/members" label="Members" />
      <MantineNavLink component={NavLink} to="/staff/referrals" label="Referrals" />
      <MantineNavLink component={NavLink} to="/staff/roulette" label="Roulette" />
      {requestNav.map((section) => (
        <KindsNavSection key={section.section} section={section} />
      ))}
      <MantineNavLink label="Warehouse" defaultOpened childrenOffset="sm" fw={700}>
        <MantineNavLink component={NavLink} to="/staff/warehouse/intake" label="Intake desk" fw={400} />
        <MantineNavLink component={NavLink} to="/staff/packages" label="Packages" fw={400} />
      </MantineNavLink>
      <StaffCatalogueNav />
    </nav>
  );
}

/**
 * The staff console frame: its own header (`StaffHeader`, in place of the shop's), its side navigation beside the content on wide screens; on phones the
 * navigation folds behind a 'Staff pages' button so the page itself comes first.
 */
export function StaffShell({
  children,
  requestNav,
}: {
  children: ReactNode;
  /** The request kinds' headings and links, from the kind registry (`app/request-kinds.ts`). */
  requestNav: readonly StaffNavSection[];
}) {
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  // A page chosen from the folded navigation closes it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => nav.close(), [pathname]);
  return (
    <>
      <StaffHeader />
      <Box component="main" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'lg' }}>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Card padding="sm" w={{ base: '100%', sm: 220 }}>
            <Stack gap={4}>
              <Group gap="xs" px="sm" py={4} justify="space-between" wrap="nowrap">
                <Text fw={800} visibleFrom="sm">
                  Staff pages
                </Text>
                <Button
                  hiddenFrom="sm"
                  size="xs"
                  variant="default"
                  aria-expanded={isNavOpen}
                  aria-controls="staff-nav-folded"
                  onClick={nav.toggle}
                >
                  Staff pages
                </Button>
              </Group>
              <Box visibleFrom="sm">
                <StaffNav requestNav={requestNav} />
              </Box>
              <Box hiddenFrom="sm" id="staff-nav-folded">
                {/* No animation: links that are still sliding in are there to tap but not yet where they are drawn. */}
                <Collapse expanded={isNavOpen} transitionDuration={0}>
                  <StaffNav requestNav={requestNav} />
                </Collapse>
              </Box>
            </Stack>
          </Card>
          <div style={{ flex: 1, minWidth: 0, width: '100%', flexBasis: 320 }}>{children}</div>
        </Group>
      </Box>
    </>
  );
}
