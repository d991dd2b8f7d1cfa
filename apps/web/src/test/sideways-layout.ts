import { vi } from 'vitest';

/** Where an element sits in a row that scrolls sideways: the scrolling row and its place in it. */
export type RowPlace = { row: HTMLElement; index: number };

export const ITEM_WIDTH = 120;
export const PHONE_ROW_WIDTH = 358;

/**
 * Lays rows that scroll sideways (tab lists, status chips) out as on a phone: each item `ITEM_WIDTH` px wide in a
 * row starting at 16 px, the row `PHONE_ROW_WIDTH` px wide and scrollable. `placeOf` finds an item's row and index.
 */
export function layOutSidewaysAsPhone(placeOf: (element: HTMLElement) => RowPlace | null) {
  const scrollLefts = new WeakMap<Element, number>();
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return scrollLefts.get(this) ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(function (
    this: HTMLElement,
    value: number,
  ) {
    scrollLefts.set(this, value);
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const place = placeOf(this);
    if (place) {
      const left = 16 + place.index * ITEM_WIDTH - (scrollLefts.get(place.row) ?? 0);
      return DOMRect.fromRect({ x: left, y: 0, width: ITEM_WIDTH, height: 36 });
    }
    return DOMRect.fromRect({ x: 16, y: 0, width: PHONE_ROW_WIDTH, height: 36 });
  });
}

/** Whether an element lies wholly inside its row, as laid out above. */
export function isInPhoneRow(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.left >= 16 && box.right <= 16 + PHONE_ROW_WIDTH;
}
