// @vitest-environment node
import { Button, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { LightButton } from './light-button.tsx';

/** The HTML of `element` with the app's theme, each tag's attributes in one order. */
function drawn(element: ReactNode): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <MemoryRouter>{element}</MemoryRouter>
    </MantineProvider>,
  );
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(
      /<([a-z]+)((?:\s[\w:-]+="[^"]*")*)(\s*\/?)>/g,
      (_tag, name: string, attributes: string, end: string) => {
        const sorted = (attributes.match(/[\w:-]+="[^"]*"/g) ?? []).sort().join(' ');
        return `<${name}${sorted ? ` ${sorted}` : ''}${end}>`;
      },
    );
}

const icon = <svg aria-hidden="true" />;
const helpStyle = { zIndex: 90, boxShadow: 'var(--mantine-shadow-md)' };

/** Each case: Mantine's Button and the LightButton meant to draw the same. */
const cases: Record<string, { mantine: ReactNode; light: ReactNode }> = {
  subtle: {
    mantine: <Button variant="subtle">More</Button>,
    light: <LightButton variant="subtle">More</LightButton>,
  },
  filled: {
    mantine: <Button variant="filled">Sign Up</Button>,
    light: <LightButton variant="filled">Sign Up</LightButton>,
  },
  loading: {
    mantine: (
      <Button variant="subtle" loading>
        More
      </Button>
    ),
    light: (
      <LightButton variant="subtle" loading>
        More
      </LightButton>
    ),
  },
  'a full-width link': {
    mantine: (
      <Button component={NavLink} to="/" variant="subtle" fullWidth>
        Home
      </Button>
    ),
    light: (
      <LightButton to="/" variant="subtle" fullWidth>
        Home
      </LightButton>
    ),
  },
  'the default variant with an icon, fixed in a corner': {
    mantine: (
      <Button pos="fixed" bottom={16} right={16} radius="xl" leftSection={icon} style={helpStyle}>
        Help
      </Button>
    ),
    light: (
      <LightButton
        leftSection={icon}
        style={{
          ...helpStyle,
          position: 'fixed',
          bottom: 'calc(1rem * var(--mantine-scale))',
          right: 'calc(1rem * var(--mantine-scale))',
        }}
      >
        Help
      </LightButton>
    ),
  },
};

describe("LightButton draws Mantine's Button with the app's theme (issue 26)", () => {
  it.each(Object.entries(cases))('%s', (_name, { mantine, light }) => {
    expect(drawn(light)).toBe(drawn(mantine));
  });
});
