// @vitest-environment node
import { MantineProvider, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme.ts';
import { LightTextInput } from './light-text-input.tsx';

/** The HTML of `element` with the app's theme, without Mantine's generated id (the light input has none). */
function drawn(element: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  )
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/ id="mantine-[^"]*"/, '');
}

const input = {
  type: 'search',
  'aria-label': 'Search the shop',
  placeholder: 'Search the shop',
  maxLength: 100,
  value: 'bts',
  onChange: () => undefined,
};

describe("LightTextInput draws Mantine's TextInput with the app's theme (issue 26)", () => {
  it('with an icon on the left', () => {
    const icon = <svg aria-hidden="true" />;
    expect(drawn(<LightTextInput leftSection={icon} {...input} />)).toBe(
      drawn(<TextInput size="sm" leftSection={icon} {...input} />),
    );
  });

  it('without an icon', () => {
    expect(drawn(<LightTextInput {...input} />)).toBe(drawn(<TextInput size="sm" {...input} />));
  });
});
