import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;
const resolve = (value: string) => {
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? (merged.colors[shade[1] as string]?.[Number(shade[2])] ?? value) : value;
};

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('dimmed text reads on white and on the light gray panels', () => {
    const dimmed = resolve(light['--mantine-color-dimmed'] ?? '');
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed, merged.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on a filled orange badge and on the primary colour reads', () => {
    expect(contrast(merged.colors.orange[6], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const primary = merged.colors[merged.primaryColor]?.[getPrimaryShade(merged, 'light')] ?? '';
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('error and red text read on white', () => {
    expect(contrast(resolve(light['--mantine-color-error'] ?? ''), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolve(light['--mantine-color-red-text'] ?? ''), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("a light badge or alert reads in every colour (the colour's light text on its light background)", () => {
    // The status badge's tones (done green, waiting orange, under way blue, cancelled gray), a credit entry's teal
    // and red, the login notice's yellow: every colour of the theme, so a new use of one is covered too.
    for (const color of Object.keys(merged.colors)) {
      const text = resolve(
        light[`--mantine-color-${color}-light-color`] ?? `var(--mantine-color-${color}-9)`,
      );
      const background = merged.colors[color]?.[1] ?? '';
      expect(contrast(text, background), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('links read on white and on striped and hovered table rows', () => {
    const anchor = resolve(light['--mantine-color-anchor'] ?? '');
    for (const background of ['#ffffff', merged.colors.gray[0], merged.colors.gray[1]]) {
      expect(contrast(anchor, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});
