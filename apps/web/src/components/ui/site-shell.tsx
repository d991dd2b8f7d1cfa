import { Anchor, Box, Burger, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Fragment, lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { exploreLinks, type ShellLink } from './explore-links.ts';
import { LightButton } from './light-button.tsx';

/**
 * A header entry: a link to a page, a button that runs an action, or a dropdown of links (`links`: a menu in the wide
 * header, its links listed under their sections in the phone menu).
 */
export type ShellNavItem =
  | { label: string; to: string; isPrimary?: boolean }
  | { label: string; onClick: () => void; isPrimary?: boolean }
  | { label: string; links: readonly ShellLink[] };

type ShellEntry = Exclude<ShellNavItem, { links: readonly ShellLink[] }>;

function NavEntry({
  item,
  onDone,
  isFullWidth,
}: {
  item: ShellEntry;
  onDone?: () => void;
  isFullWidth?: boolean;
}) {
  const variant = item.isPrimary ? 'filled' : 'subtle';
  if ('to' in item) {
    return (
      <LightButton to={item.to} variant={variant} onClick={onDone} fullWidth={isFullWidth}>
        {item.label}
      </LightButton>
    );
  }
  return (
    <LightButton
      variant={variant}
      fullWidth={isFullWidth}
      onClick={() => {
        onDone?.();
        item.onClick();
      }}
    >
      {item.label}
    </LightButton>
  );
}

/** Catalogue links every visitor sees, before the account entries. */
const browseLinks: ShellEntry[] = [
  { label: 'Shop', to: '/shop-products' },
  { label: 'Trends', to: '/trends' },
];

const loadLinkMenu = () => import('./explore-menu.tsx');
const LinkMenu = lazy(loadLinkMenu);
/** Fetches the menu's code ahead of a click; a failure shows at the click, when the menu is drawn. */
const preloadLinkMenu = () => {
  loadLinkMenu().catch(() => undefined);
};

/**
 * A dropdown of the wide header ('More', 'My requests'). Closed, it is a plain button: the menu's code (and the
 * popover library) loads when a pointer or the focus comes to it, and the menu is drawn at the first click (a click
 * before the code arrives is not lost: the menu opens as soon as it is there). A first load neither downloads nor
 * hydrates a menu nobody opened (issue 26).
 */
function HeaderMenu({ label, links }: { label: string; links: readonly ShellLink[] }) {
  const [isWanted, setIsWanted] = useState(false);
  const standIn = (
    <LightButton
      variant="subtle"
      loading={isWanted}
      onPointerEnter={preloadLinkMenu}
      onFocus={preloadLinkMenu}
      onClick={() => setIsWanted(true)}
    >
      {label}
    </LightButton>
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LinkMenu label={label} links={links} defaultOpened />
    </Suspense>
  );
}

/** An entry of the wide header: a dropdown for a list of links, else a link or button. */
function HeaderEntry({ item }: { item: ShellNavItem }) {
  return 'links' in item ? <HeaderMenu label={item.label} links={item.links} /> : <NavEntry item={item} />;
}

/** The phone menu's entries: a dropdown's links each under its section's heading, the others as they are. */
function PhoneMenuEntries({ useItems, onDone }: { useItems: () => ShellNavItem[]; onDone: () => void }) {
  const items = [...browseLinks, ...exploreLinks, ...useItems()];
  return items.map((item) => {
    if (!('links' in item)) {
      return <NavEntry key={item.label} item={item} onDone={onDone} isFullWidth />;
    }
    return item.links.map((link, index) => (
      <Fragment key={link.to}>
        {link.section && link.section !== item.links[index - 1]?.section && (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" ta="center" mt="xs">
            {link.section}
          </Text>
        )}
        <NavEntry item={link} onDone={onDone} isFullWidth />
      </Fragment>
    ));
  });
}

/**
 * The wide header's entries that depend on who is signed in: their own component, so the session's arrival
 * redraws these few buttons and not the whole frame (issue 26).
 */
function HeaderEntries({ useItems }: { useItems: () => ShellNavItem[] }) {
  return useItems().map((item) => <HeaderEntry key={item.label} item={item} />);
}

/** The sticky header's height: what a field scrolled into view must clear (`revealField`). */
export const HEADER_HEIGHT = 64;

type SiteShellProps = {
  /**
   * The header's entries after the catalogue's, as a hook (read by the small parts that list them, so a change
   * such as the session's arrival redraws only those). Stable: the same function on every render.
   */
  useItems: () => ShellNavItem[];
  children: ReactNode;
  /** The header search box; `onDone` closes the phone menu it sits in. */
  search?: (onDone?: () => void) => ReactNode;
  /** Icons always shown in the header (e.g. the cart), left of the phone menu button. */
  actions?: ReactNode;
};

/** The page frame: header with logo and navigation (a burger menu on phones), content and footer. */
export function SiteShell({ useItems, children, search, actions }: SiteShellProps) {
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
                <HeaderMenu label="More" links={exploreLinks} />
                <HeaderEntries useItems={useItems} />
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
              <PhoneMenuEntries useItems={useItems} onDone={menu.close} />
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
          pt="md"
          // Room below the text for the floating buttons at the bottom corners (Help, the roulette): at the end of a
          // page nothing stays hidden under them.
          pb="calc(5rem * var(--mantine-scale))"
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
