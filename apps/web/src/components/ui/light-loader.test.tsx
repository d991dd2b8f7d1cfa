// @vitest-environment node
import { Loader, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { LightLoader } from './light-loader.tsx';

const drawn = (element: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  ).replace(/<style[\s\S]*?<\/style>/g, '');

describe("LightLoader draws Mantine's Loader with the app's theme (issue 26)", () => {
  it('small', () => {
    expect(drawn(<LightLoader size="sm" />)).toBe(drawn(<Loader size="sm" />));
  });
});
