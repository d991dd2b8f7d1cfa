// Mantine's Button styles (its component is not imported here, so the build does not add them by itself).
import '@mantine/core/styles/Button.layer.css';
import type { CSSProperties, FocusEventHandler, MouseEventHandler, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LightLoader } from './light-loader.tsx';

/** The border every variant gives `--button-bd` (Mantine's `rem(1)`). */
const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** The CSS variables Mantine's Button sets for each variant with the app's theme (primary colour pink, radius xl). */
const variantStyles = {
  default: { '--button-radius': 'var(--mantine-radius-xl)', '--button-color': 'var(--mantine-color-white)' },
  filled: {
    '--button-radius': 'var(--mantine-radius-xl)',
    '--button-bg': 'var(--mantine-color-pink-filled)',
    '--button-hover': 'var(--mantine-color-pink-filled-hover)',
    '--button-color': 'var(--mantine-color-white)',
    '--button-bd': BORDER,
  },
  subtle: {
    '--button-radius': 'var(--mantine-radius-xl)',
    '--button-bg': 'transparent',
    '--button-hover': 'var(--mantine-color-pink-light-hover)',
    '--button-color': 'var(--mantine-color-pink-light-color)',
    '--button-bd': BORDER,
  },
} as const;

/** The loader a loading button shows, as Mantine's Transition leaves it once shown. */
const loader = (
  <span
    style={{
      transitionProperty: 'transform, opacity',
      WebkitBackfaceVisibility: 'hidden',
      transitionDuration: '150ms',
      transitionTimingFunction: 'ease',
      transformOrigin: 'center',
      opacity: 1,
      transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
    }}
    className="m_a25b86ee mantine-Button-loader"
    aria-hidden="true"
  >
    <LightLoader
      style={
        {
          '--loader-size': 'calc(var(--button-height) / 1.8)',
          '--loader-color': 'var(--button-color)',
        } as CSSProperties
      }
    />
  </span>
);

type LightButtonProps = {
  children: ReactNode;
  /** Mantine's variants the app's frame uses; none is Mantine's default (filled, without the attribute). */
  variant?: 'filled' | 'subtle';
  fullWidth?: boolean;
  loading?: boolean;
  leftSection?: ReactNode;
  style?: CSSProperties;
  /** A link to this address (react-router's NavLink), else a button. */
  to?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  onPointerEnter?: () => void;
  onFocus?: FocusEventHandler<HTMLElement>;
};

/**
 * Mantine's Button as HTML: the same elements, classes, attributes and styles (light-button.test.tsx holds it to
 * Mantine's own drawing), without the component's JavaScript (the Button factory, its Transition and Loader).
 * The site's frame, drawn on every first load, uses it so the app's entry stays small (issue 26); pages use
 * Mantine's Button.
 */
export function LightButton({
  children,
  variant,
  fullWidth,
  loading,
  leftSection,
  style,
  to,
  onClick,
  onPointerEnter,
  onFocus,
}: LightButtonProps) {
  const attributes = {
    style: { ...variantStyles[variant ?? 'default'], ...style } as CSSProperties,
    className: `mantine-focus-auto${loading ? '' : ' mantine-active'} m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
    'data-variant': variant,
    'data-block': fullWidth || undefined,
    'data-with-left-section': leftSection ? true : undefined,
    'data-loading': loading || undefined,
    onClick,
    onPointerEnter,
    onFocus,
  };
  const content = (
    <>
      {loading && loader}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </>
  );
  if (to !== undefined) {
    return (
      <NavLink to={to} {...attributes}>
        {content}
      </NavLink>
    );
  }
  return (
    <button type="button" disabled={loading} {...attributes}>
      {content}
    </button>
  );
}
