import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Pretendard", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans KR", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
