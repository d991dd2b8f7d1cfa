import {
  Badge,
  Button,
  Group,
  MantineProvider,
  type MantineThemeOverride,
  Menu,
  Modal,
  Notification,
  Select,
  Stack,
  Text,
  TextInput,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppMantineProvider } from './app-mantine-provider.tsx';
import { theme } from './theme.ts';
import '../test/render.tsx';

/** What the app's pages draw with Mantine: colours, an error, dropdowns and a dialog in portals, responsive props. */
function Sample() {
  return (
    <Stack gap="xs" p={{ base: 'xs', sm: 'lg' }}>
      <Group gap="sm" mt={{ base: 4, md: 'xl' }} justify="space-between" wrap="nowrap">
        <Button>Sign Up</Button>
        <Button variant="light" color="orange">
          Cart
        </Button>
        <Button variant="outline" color="gray" size="xs" loading>
          More
        </Button>
        <Button variant="subtle" color="red" hiddenFrom="sm">
          Menu
        </Button>
      </Group>
      <TextInput label="Email" error="Enter a valid email" defaultValue="a@" required />
      <Badge color="green" variant="light">
        Paid
      </Badge>
      <Badge color="yellow">3 left</Badge>
      <Text c="dimmed" size="sm" visibleFrom="md">
        Shipped from Seoul
      </Text>
      <Notification color="red" title="Could not save">
        Try again
      </Notification>
      <Menu opened>
        <Menu.Target>
          <Button>Account</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Profile</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Select
        label="Country"
        data={['Korea', 'Japan']}
        dropdownOpened
        value="Korea"
        onChange={() => undefined}
      />
      <Modal opened onClose={() => undefined} title="Cancel the order?">
        <Button color="red">Cancel the order</Button>
      </Modal>
    </Stack>
  );
}

/** The color scheme and merged theme the components are given. */
function ContextProbe() {
  const { colorScheme } = useMantineColorScheme();
  const merged = useMantineTheme();
  return <output data-testid="context">{JSON.stringify({ colorScheme, merged })}</output>;
}

/**
 * The document after drawing the sample under `Provider`: the html element's attributes and the body's HTML, with
 * React's generated ids numbered in order of appearance (they name a place in the tree, which the providers'
 * trees give differently) and MantineProvider's style tag of static classes left out (mantine-classes.css holds it,
 * theme-variables.test.tsx checks that). Mantine's random ids come from the same sequence each time.
 */
async function drawnUnder(Provider: (props: { children: ReactNode }) => ReactNode) {
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  document.documentElement.removeAttribute('data-respect-reduced-motion');
  // Mantine's shared portal node outlives a test's cleanup.
  document.body.replaceChildren();
  let draws = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => (++draws * 0.618) % 1);
  render(
    <Provider>
      <Sample />
      <ContextProbe />
    </Provider>,
  );
  await screen.findByRole('dialog', { name: 'Cancel the order?' });
  await screen.findByRole('menuitem', { name: 'Profile', hidden: true });
  await screen.findByRole('option', { name: 'Japan', hidden: true });
  const ids = new Map<string, string>();
  const body = document.body.innerHTML
    .replace(/<style data-mantine-styles="classes">[^<]*<\/style>/, '')
    .replace(
      /_r_[0-9a-z]+_|«r[0-9a-z]+»/g,
      (id) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id) ?? id,
    );
  const html = [...document.documentElement.attributes].map(({ name, value }) => `${name}=${value}`);
  cleanup();
  vi.restoreAllMocks();
  return { html, body };
}

/** The document under MantineProvider with the app's settings, and under AppMantineProvider. */
async function drawnUnderBoth(appTheme: MantineThemeOverride) {
  const mantine = await drawnUnder(({ children }) => (
    <MantineProvider theme={appTheme} withCssVariables={false} defaultColorScheme="light">
      {children}
    </MantineProvider>
  ));
  const app = await drawnUnder(({ children }) => (
    <AppMantineProvider theme={appTheme}>{children}</AppMantineProvider>
  ));
  return { mantine, app };
}

afterEach(cleanup);

describe('AppMantineProvider (issue 26)', () => {
  it("gives components the same output as MantineProvider with the app's settings", async () => {
    const { mantine, app } = await drawnUnderBoth(theme);
    expect(app.html).toEqual(mantine.html);
    expect(app.html).toContain('data-mantine-color-scheme=light');
    expect(app.body).toBe(mantine.body);
    expect(mantine.body).toContain('Cancel the order?');
    expect(mantine.body).toContain('mantine-hidden-from-sm');
  });

  it('marks the page for reduced motion as MantineProvider does when the theme asks for it', async () => {
    const { mantine, app } = await drawnUnderBoth({ ...theme, respectReducedMotion: true });
    expect(mantine.html).toContain('data-respect-reduced-motion=true');
    expect(app.html).toEqual(mantine.html);
  });
});
