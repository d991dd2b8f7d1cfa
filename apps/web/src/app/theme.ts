import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's orange with darker filled shades: white on the default #fd7e14 is 2.6:1; on #c2410c it is 5.2:1,
 * so an orange badge ('3 left') and orange text read at WCAG AA (4.5:1) wherever they are used.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#c2410c',
  '#b23a0b',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  primaryColor: 'pink',
  // Shade 7 (#d6336c) carries white text at 4.6:1; the default shade 6 (#e64980) is 3.7:1.
  primaryShade: { light: 7, dark: 5 },
  // Filled light colours (yellow, lime…) get dark text instead of white.
  autoContrast: true,
  colors: { orange },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Pretendard", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans KR", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Icon-only close buttons get a name for screen readers once, here, for every dialog, drawer and toast (a
    // component's own `closeButtonProps` replaces these). Keyed by Mantine's component names rather than through
    // `Modal.extend`, so the theme does not bring those components into the first load (decision 010).
    // A wide table scrolls sideways inside its container on a phone: the container takes the keyboard focus, so a
    // keyboard user can scroll a table with no link or field in it too (axe scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    ModalCloseButton: { defaultProps: { 'aria-label': 'Close' } },
    DrawerCloseButton: { defaultProps: { 'aria-label': 'Close' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Text colours at WCAG AA on white and on the light gray panels (issues 8 and 23): dimmed text is #697079 (5.0:1;
 * Mantine's #868e96 is 3.3:1), errors and red text are red 9 (5.5:1; red 6 is 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // Light badges and alerts (a request's status, issue 23): green text on its light background was 9 on 1,
    // 3.8:1; this green reads at 5.7:1 there. Blue, orange and gray keep shade 9 (theme.test.ts checks every colour).
    '--mantine-color-green-light-color': '#1e6b30',
    // The same for the other colours whose shade 9 is under 4.5:1 on their light background: teal (a credit
    // entry's type, 4.3:1), yellow (the login form's notice, 2.7:1) and lime (3.3:1).
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-lime-light-color': '#3f6b06',
    // Links are pink 8: pink 7 on a striped or hovered table row (gray 0 and 1) was 4.37:1 and 4.15:1.
    '--mantine-color-anchor': 'var(--mantine-color-pink-8)',
    '--mantine-color-dimmed': '#697079',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
