import type { CSSProperties } from 'react';

/**
 * Mantine's Loader (the oval) as HTML, held to Mantine's own drawing by light-loader.test.tsx; its styles are in
 * the entry's base (app/mantine-base.css). Without the component's JavaScript, for what every first load draws
 * (the loading line, a loading LightButton; issue 26).
 */
export function LightLoader({ size, style }: { size?: 'sm'; style?: CSSProperties }) {
  return (
    <span
      style={style ?? ({ '--loader-size': `var(--loader-size-${size})` } as CSSProperties)}
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
      data-size={size}
    />
  );
}
