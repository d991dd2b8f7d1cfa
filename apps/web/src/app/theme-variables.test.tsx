import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const file = join(import.meta.dirname, 'theme-variables.css');
const HEADER = `/*
 * The theme's CSS variables (theme.ts), written once here instead of computed by MantineProvider on every page
 * load (issue 26: about 25 ms of a phone's start-up). Generated: \`UPDATE_THEME_CSS=1 npx vitest run
 * theme-variables\` rewrites it; theme-variables.test.tsx fails while its rules differ from what Mantine would draw.
 * One line per rule, as Mantine writes them (not formatted: the colours' lines would read as repeated code).
 */
/* biome-ignore-all format: generated, one line per rule */
`;

/** The stylesheet MantineProvider draws for this theme when it computes the variables itself. */
function mantineVariables(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
  if (!css) throw new Error(`MantineProvider drew no variables: ${html.slice(0, 200)}`);
  return `${HEADER}${css.replaceAll('}', '}\n')}`;
}

/** The rules without the comments and the white space. */
const rules = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

describe('theme-variables.css', () => {
  it('holds exactly the variables MantineProvider computes for the theme', () => {
    const expected = mantineVariables();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(file, expected);
    expect(rules(readFileSync(file, 'utf8'))).toBe(rules(expected));
  });

  it("is what the page uses: the app's provider computes and draws no variables itself", () => {
    const html = renderToStaticMarkup(<AppProviders>{null}</AppProviders>);
    expect(html).not.toContain('--mantine-primary-color-filled');
  });
});
