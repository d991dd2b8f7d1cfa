import { Anchor, Box, Burger, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { exploreLinks } from './explore-links.ts';

/**
 * A header entry: a link to a page or a button that runs an action. `isMenuOnly` entries are listed in the
 * phone menu only (the wide header has no room for them; their pages link them where they are wanted).
 */
export type ShellNavItem =
  | { label: string; to: string; isPrimary?: boolean; isMenuOnly?: boolean }
  | { label: string; onClick: () => void; isPrimary?: boolean; isMenuOnly?: boolean };

function NavEntry({
  item,
  onDone,
  isFullWidth,
}: {
  item: ShellNavItem;
  onDone?: () => void;
  isFullWidth?: boolean;
}) {
  const variant = item.isPrimary ? 'filled' : 'subtle';
  if ('to' in item) {
    return (
      <Button component={NavLink} to={item.to} variant={variant} onClick={onDone} fullWidth={isFullWidth}>
        {item.label}
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      fullWidth={isFullWidth}
      onClick={() => {
        onDone?.();
        item.onClick();
      }}
    >
      {item.label}
    </Button>
  );
}

/** Catalogue links every visitor sees, before the account entries. */
const browseLinks: ShellNavItem[] = [
  { label: 'Shop', to: '/shop-products' },
  { label: 'Trends', to: '/trends' },
];

const ExploreMenu = lazy(() => import('./explore-menu.tsx'));

/**
 * The 'More' menu. Its code (and the popover library) loads on its own; a click on the stand-in button
 * before it arrives is not lost: the menu opens as soon as it is there.
 */
function MoreMenu() {
  const [isWanted, setIsWanted] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="subtle" loading={isWanted} onClick={() => setIsWanted(true)}>
          More
        </Button>
      }
    >
      <ExploreMenu defaultOpened={isWanted} />
    </Suspense>
  );
}

const HEADER_HEIGHT = 64;

type SiteShellProps = {
  items: ShellNavItem[];
  children: ReactNode;
  /** The header search box; `onDone` closes the phone menu it sits in. */
  search?: (onDone?: () => void) => ReactNode;
  /** Icons always shown in the header (e.g. the cart), left of the phone menu button. */
  actions?: ReactNode;
};

/** The page frame: header with logo and navigation (a burger menu on phones), content and footer. */
export function SiteShell({ items, children, search, actions }: SiteShellProps) {
  const [isMenuOpen, menu] = useDisclosure(false);
  return (
    // A sticky header and a main column, drawn with plain boxes: Mantine's AppShell would add its resizable
    // sidebars, drag handling and scroll locking (≈10 KB of gzip JavaScript) to every page's first load.
    <>
      <Box
        component="header"
        h={HEADER_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              underline="never"
              fw={800}
              fz={24}
              c="pink.7"
              aria-label="Fanship"
            >
              Fanship
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              {search && <Box visibleFrom="md">{search()}</Box>}
              <Group gap="xs" visibleFrom="sm" component="nav" aria-label="Main" wrap="nowrap">
                {browseLinks.map((item) => (
                  <NavEntry key={item.label} item={item} />
                ))}
                <MoreMenu />
                {items
                  .filter((item) => !item.isMenuOnly)
                  .map((item) => (
                    <NavEntry key={item.label} item={item} />
                  ))}
              </Group>
              {actions}
              <Burger
                opened={isMenuOpen}
                onClick={menu.toggle}
                hiddenFrom="sm"
                aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={isMenuOpen}
              />
            </Group>
          </Group>
        </Container>
        {isMenuOpen && (
          <Paper
            hiddenFrom="sm"
            shadow="md"
            radius={0}
            p="md"
            withBorder
            style={{ maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`, overflowY: 'auto' }}
          >
            <Stack gap="xs" component="nav" aria-label="Main menu">
              {search?.(menu.close)}
              {[...browseLinks, ...exploreLinks, ...items].map((item) => (
                <NavEntry key={item.label} item={item} onDone={menu.close} isFullWidth />
              ))}
            </Stack>
          </Paper>
        )}
      </Box>
      <Box
        component="main"
        // At least a screen tall, so the footer starts below the first screen and does not jump while a page loads.
        style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
      >
        <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
          {children}
        </Container>
        <Box
          component="footer"
          py="md"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Container size="lg">
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} Fanship · K-pop goods, Order for Me and parcel forwarding from
              Korea
            </Text>
          </Container>
        </Box>
      </Box>
    </>
  );
}
