import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const GENERATED = `Generated: \`UPDATE_THEME_CSS=1 npx vitest run
 * theme-variables\` rewrites it; theme-variables.test.tsx fails while its rules differ from what Mantine would draw.`;

/**
 * The style tags MantineProvider draws for the theme, each written once as a stylesheet instead (issue 26): the
 * app's provider (app-mantine-provider.tsx) draws none. Named by the tag's `data-mantine-styles` mark.
 */
const stylesheets = [
  {
    file: 'theme-variables.css',
    mark: 'true',
    header: `/*
 * The theme's CSS variables (theme.ts), written once here instead of computed by MantineProvider on every page
 * load (issue 26: about 25 ms of a phone's start-up). ${GENERATED}
 * One line per rule, as Mantine writes them (not formatted: the colours' lines would read as repeated code).
 */
/* biome-ignore-all format: generated, one line per rule */
`,
  },
  {
    file: 'mantine-classes.css',
    mark: 'classes',
    header: `/*
 * The classes behind \`hiddenFrom\` and \`visibleFrom\` at the theme's breakpoints, as MantineProvider draws them in a
 * style tag (issue 26: the app's provider does not). ${GENERATED}
 */
/* biome-ignore-all format: generated, one line per breakpoint */
/* biome-ignore-all lint/complexity/noImportantStyles: Mantine's own rules, which must win over a component's */
`,
  },
];

/** The contents of the style tags MantineProvider draws for this theme, by their mark. */
function mantineStyles(): Map<string, string> {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
  const tags = html.matchAll(/<style data-mantine-styles="([^"]*)">([^<]*)<\/style>/g);
  return new Map([...tags].map(([, mark = '', css = '']) => [mark, css]));
}

/** The rules without the comments and the white space. */
const rules = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

describe.each(stylesheets)('$file', ({ file, mark, header }) => {
  it('holds exactly the rules MantineProvider draws for the theme', () => {
    const css = mantineStyles().get(mark);
    if (!css) throw new Error(`MantineProvider drew no style tag marked ${mark}`);
    const expected = `${header}${css.replace(/\}+/g, '$&\n')}`;
    const path = join(import.meta.dirname, file);
    if (process.env.UPDATE_THEME_CSS) writeFileSync(path, expected);
    expect(rules(readFileSync(path, 'utf8'))).toBe(rules(expected));
  });
});

describe("the app's provider", () => {
  it('computes and draws no styles itself: the page has them as stylesheets', () => {
    const html = renderToStaticMarkup(<AppProviders>{null}</AppProviders>);
    expect(html).not.toContain('--mantine-primary-color-filled');
    expect(html).not.toContain('<style');
  });
});
