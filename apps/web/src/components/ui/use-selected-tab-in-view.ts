import { type RefObject, useLayoutEffect } from 'react';

/**
 * The scrollLeft that shows a tab whole inside a horizontally scrolling tab list, centred when it was off
 * screen; the current scrollLeft when the tab is already fully visible. Rectangles are viewport-relative.
 */
export function scrollLeftShowing(
  list: { left: number; width: number },
  tab: { left: number; width: number },
  scrollLeft: number,
): number {
  const start = tab.left - list.left;
  const isVisible = start >= 0 && start + tab.width <= list.width;
  if (isVisible) return scrollLeft;
  return Math.max(0, scrollLeft + start - (list.width - tab.width) / 2);
}

/**
 * Scrolls a tab list sideways so the selected tab is in view (phones: a tab opened by its URL, e.g.
 * '/price-overview#packing', can sit past the right edge). Only the list scrolls, never the page.
 * `selectedSelector` finds the chosen entry of other rows that scroll sideways (a queue's status chips are
 * pressed buttons).
 */
export function useSelectedTabInView(
  listRef: RefObject<HTMLElement | null>,
  selected: string | undefined,
  selectedSelector = '[role="tab"][aria-selected="true"]',
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the selection changes
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(selectedSelector);
    if (!list || !tab) return;
    const next = scrollLeftShowing(
      list.getBoundingClientRect(),
      tab.getBoundingClientRect(),
      list.scrollLeft,
    );
    if (next !== list.scrollLeft) list.scrollLeft = next;
  }, [listRef, selected, selectedSelector]);
}
