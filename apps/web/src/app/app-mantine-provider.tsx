import { MantineContext, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { useIsomorphicEffect } from '@mantine/hooks';
import type { ContextType, ReactNode } from 'react';

const getRootElement = () => document.documentElement;

/**
 * What `<MantineProvider withCssVariables={false} forceColorScheme="light">` tells its components, fixed: the app
 * is light only, so changing the colour scheme does nothing (as under a forced scheme) and no scheme is read from
 * localStorage.
 */
const context: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

type AppMantineProviderProps = { theme: MantineThemeOverride; children: ReactNode };

/**
 * Mantine's provider for this app (issue 26), without the code MantineProvider brings into every page's first
 * load that the app does not use: computing the theme's CSS variables (they are theme-variables.css), keeping a
 * colour scheme in localStorage and following the system's, and drawing the `hiddenFrom`/`visibleFrom` classes in
 * a style tag (they are mantine-classes.css). It gives components the same context and theme and marks the page
 * light as MantineProvider does; app-mantine-provider.test.tsx holds it to MantineProvider's output.
 */
export function AppMantineProvider({ theme, children }: AppMantineProviderProps) {
  useIsomorphicEffect(() => {
    getRootElement().setAttribute('data-mantine-color-scheme', 'light');
    if (theme.respectReducedMotion) getRootElement().setAttribute('data-respect-reduced-motion', 'true');
  }, [theme.respectReducedMotion]);
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
