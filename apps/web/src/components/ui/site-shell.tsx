import { Anchor, AppShell, Box, Burger, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

/** A header entry: a link to a page or a button that runs an action. */
export type ShellNavItem =
  | { label: string; to: string; isPrimary?: boolean }
  | { label: string; onClick: () => void; isPrimary?: boolean };

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

/** The page frame: header with logo and navigation (a burger menu on phones), content and footer. */
export function SiteShell({ items, children }: { items: ShellNavItem[]; children: ReactNode }) {
  const [isMenuOpen, menu] = useDisclosure(false);
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
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
            <Group gap="xs" visibleFrom="sm" component="nav" aria-label="Main">
              {items.map((item) => (
                <NavEntry key={item.label} item={item} />
              ))}
            </Group>
            {items.length > 0 && (
              <Burger
                opened={isMenuOpen}
                onClick={menu.toggle}
                hiddenFrom="sm"
                aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={isMenuOpen}
              />
            )}
          </Group>
        </Container>
        {isMenuOpen && (
          <Paper hiddenFrom="sm" shadow="md" radius={0} p="md" withBorder>
            <Stack gap="xs" component="nav" aria-label="Main menu">
              {items.map((item) => (
                <NavEntry key={item.label} item={item} onDone={menu.close} isFullWidth />
              ))}
            </Stack>
          </Paper>
        )}
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
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
      </AppShell.Main>
    </AppShell>
  );
}
