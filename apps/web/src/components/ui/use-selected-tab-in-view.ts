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
 */
export function useSelectedTabInView(listRef: RefObject<HTMLElement | null>, selected: string | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the selection changes
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const next = scrollLeftShowing(
      list.getBoundingClientRect(),
      tab.getBoundingClientRect(),
      list.scrollLeft,
    );
    if (next !== list.scrollLeft) list.scrollLeft = next;
  }, [listRef, selected]);
}
