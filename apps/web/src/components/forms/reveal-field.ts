import { HEADER_HEIGHT } from '../ui/site-shell.tsx';

/** Room above a revealed field: the sticky header and the field's label. */
const REVEAL_MARGIN = HEADER_HEIGHT + 32;

/**
 * Brings a field into view below the sticky header (its label too) and focuses it: a failed submit on a phone
 * shows the first wrong field instead of scrolling it under the header, as a plain `focus()` would.
 */
export function revealField(element: HTMLElement): void {
  element.style.scrollMarginTop = `${REVEAL_MARGIN}px`;
  element.scrollIntoView({ block: 'start', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/** The first element of `container`, in page order, whose `name` is one of `names` (a form's wrong fields). */
export function firstNamedField(container: HTMLElement, names: readonly string[]): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    names.includes(element.getAttribute('name') ?? ''),
  );
}
